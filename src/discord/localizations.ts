import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';

type CommandJson = RESTPostAPIChatInputApplicationCommandsJSONBody;

/**
 * Japanese descriptions for the slash commands, keyed by command path ("game", "game new", "game new game").
 * Discord shows them to users whose client language is Japanese; names stay English so that notation and
 * help texts match.
 */
const ja: Record<string, string> = {
  game: 'このチャンネルのボードゲームの卓を立てる・参加する・管理する',
  'game new': 'このチャンネルに卓を立てる',
  'game new game': 'ゲーム',
  'game new options': '卓のオプション（key=value 形式、例: "map=fjords"）',
  'game new pick': 'あなたの色または勢力',
  'game join': '卓に参加する（空席に座る）',
  'game join pick': 'あなたの色または勢力',
  'game leave': '開始前に卓を抜ける',
  'game add-ai': '開始前にコンピュータープレイヤーを着席させる（ホスト）',
  'game remove-ai': '開始前に最後のコンピュータープレイヤーを外す（ホスト）',
  'game start': 'ゲームを開始する（ホスト）',
  'game start order': '席順',
  'game status': 'ラウンド・手番順・誰が行動するか',
  'game status move': 'この手の後の状態を表示（0 で最初の局面）',
  'game board': '盤面の画像（大きいサイズ）',
  'game board move': 'この手の後の盤面を表示（0 で最初の局面）',
  'game mine': 'このサーバーで自分が座っている卓の一覧（自分の手番を先に）',
  'game mine page': 'ページ番号',
  'game stats': 'サーバーの統計: レーティング順位表、終了したゲーム、勝利数、勢力。プレイヤーのレーティング推移',
  'game stats game': 'ゲーム',
  'game stats player': 'このプレイヤーの成績',
  'game view': 'あなただけに見える手札と合法手',
  'game log': '棋譜',
  'game log page': 'ページ番号',
  'game log format': '表示かファイルか',
  'game undo': '直前の手を取り消す（他のプレイヤーの同意が必要な場合あり）',
  'game resign': '投了する',
  'game abort': '卓を中止する（ホストまたはチャンネル管理権限）',
  'game kick': 'プレイヤーを外す・交代させる（ホストまたはチャンネル管理権限）',
  'game kick player': '外すプレイヤー',
  'game kick replacement': '席を引き継ぐ人',
  'game kick autopilot': '/game join で誰かが引き継ぐまで既定の手で席を自動操縦する',
  'game settings': 'リマインダーと期限（ホスト）と自分の DM・ミュート・タイムゾーン・静かな時間帯・休暇',
  'game settings reminder-hours': '手番のリマインダーまでの時間（0 でオフ）',
  'game settings max-reminders': '1 回の待ちで送るリマインダーの最大数',
  'game settings dm': '手番の通知を DM で受け取る',
  'game settings mute': 'この手番のリマインダーをミュートする',
  'game settings time-zone': 'タイムゾーン（例: Asia/Tokyo）',
  'game settings quiet-hours': 'リマインダーを送らない時間帯（例: 22-7、off で解除）',
  'game settings vacation-days': '休暇の日数（0 で終了）',
  'game settings turn-deadline': '手番の期限（"36h"、"2d"、最大 30 日、または "off"）。過ぎると既定の手',
  'game settings autopilot': '自動操縦の席と期限切れの手を打つのは誰か：コンピュータープレイヤーか既定の手か',
  'game settings answer-deadline': '手番外の応答（申し出など）の期限（"12h"、"1d"、または "off"）',
  'game server': 'サーバー設定（サーバー管理権限）: 卓を立てられる人、卓の告知、レーティング',
  'game server creator-role': 'このロールを持つメンバーだけが卓を立てられる（オプションなしなら誰でも）',
  'game server lobby-channel': '新しい卓をこのチャンネルで告知する（参加ボタン付き）',
  'game server lobby-announce': 'false: 新しい卓の告知を止める',
  'game server web-pages': 'false: このサーバーの卓のウェブページをオフにする（リンクなし）。true: オンに戻す',
  'game server rebuild-ratings': '終了した卓からレーティングを再計算する（バックアップ復元後など）',
  'game open': 'このサーバーで参加者を募集中の卓（それぞれに参加ボタン）',
  'game audit': '取り消しと管理操作の記録（ホストまたはチャンネル管理権限）',
  'game help': '遊び方',
  'game help game': 'ゲーム',
  'game help topic': 'そのゲームのヘルプ項目',
  move: '記法で手を指す（自分の合法手を補完表示）',
  'move text': '手（例: "build e7"）',
  'tm help': 'ルールの概要とヘルプ項目',
  'tm build': '住居を建てる（必要なら地形を変えてから）',
  'tm transform': '建てずに地形を変える',
  'tm upgrade': '建物を改築する',
  'tm send': '司祭を教団トラックへ送る',
  'tm power': 'パワーアクション',
  'tm special': '特別アクション',
  'tm advance': '航海または変換のレベルを上げる',
  'tm convert': '資源を変換する',
  'tm burn': 'パワーを焼く（ボウルIIからIIIへ）',
  'tm bridge': '橋を架ける',
  'tm pass': 'パスしてボーナスカードを取る',
  'tm leech': '提示されたパワーを受け取る（VPを支払う）',
  'tm decline': '提示されたパワーを断る',
  'tm faction': 'セットアップ: 勢力を選ぶ',
  'ce help': 'ルールの概要とヘルプ項目',
  'ce ship': '商品キューブを輸送する',
};

const catalogues: Record<string, Record<string, string>> = { ja };

interface Localizable {
  name: string;
  description?: string;
  description_localizations?: Record<string, string> | null;
  options?: Localizable[];
}

function walk(node: Localizable, path: string): void {
  for (const [locale, table] of Object.entries(catalogues)) {
    const text = table[path];
    if (text) node.description_localizations = { ...(node.description_localizations ?? {}), [locale]: text };
  }
  for (const option of node.options ?? []) walk(option, `${path} ${option.name}`);
}

/** Adds the localized descriptions to built command JSON (in place) and returns it. */
export function localizeCommands(commands: CommandJson[]): CommandJson[] {
  for (const command of commands) walk(command as unknown as Localizable, command.name);
  return commands;
}
