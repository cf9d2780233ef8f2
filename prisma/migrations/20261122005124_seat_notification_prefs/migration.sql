-- AlterTable
ALTER TABLE "seats" ADD COLUMN     "quietEnd" INTEGER,
ADD COLUMN     "quietStart" INTEGER,
ADD COLUMN     "timeZone" TEXT,
ADD COLUMN     "vacationUntil" TIMESTAMP(3);
