# syntax=docker/dockerfile:1
# Build: docker build -t boardgame-bot .
# Run:   docker run --env-file .env -v bot-data:/app/data boardgame-bot
# The build context is filtered by .dockerignore (no node_modules, data, .env, tests).

# Stage 1: production dependencies only (no test, lint or migration-writing tools) and the generated
# Prisma client (postinstall runs `prisma generate`, offline: no engine download is needed).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
# The font packages ship nine weights of each face; only regular and bold are drawn (src/render/fonts.ts), so the
# others (about 300 MB of the CJK faces) are left out of the image.
RUN npm ci --omit=dev --no-audit --no-fund \
 && find node_modules/@expo-google-fonts -name '*.ttf' ! -name '*_400Regular.ttf' ! -name '*_700Bold.ttf' -delete

# Stage 2: the slim runtime, with the sources run directly by tsx.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/src/generated ./src/generated
COPY package.json package-lock.json tsconfig.json prisma.config.ts ./
COPY prisma ./prisma
COPY src ./src
COPY assets ./assets
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
# With the table pages served (WEB_PORT), Docker asks /healthz: the database answers and the gateway is connected.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "-e", "const p=process.env.WEB_PORT;if(!p)process.exit(0);fetch('http://127.0.0.1:'+p+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Start-up applies any pending migrations (PGlite or DATABASE_URL) before the bot logs in.
CMD ["node", "--import", "tsx", "src/main.ts"]
