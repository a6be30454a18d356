import type { Bonus, BonusesReply } from "./bonus";

/** Placeholder bonuses of spec 03 §3: the customer holds 450 points; costs run from 50 to 550. */
export const DEMO_TOTAL_POINTS = 450;

const bonus = (
  UUID: string,
  Group: Bonus["Group"],
  Name: string,
  Points: number,
  Description: string,
): Bonus => ({
  UUID,
  Group,
  Name,
  Points,
  Description,
});

export const DEMO_BONUSES: ReadonlyArray<Bonus> = [
  bonus("bonus-data-1gb", "internet", "1GB bonus data", 50, "An extra 1GB of data for 7 days."),
  bonus(
    "bonus-data-weekend",
    "internet",
    "Unlimited weekend data",
    300,
    "Unlimited data from Friday to Sunday.",
  ),
  bonus("bonus-roaming", "mobile-services", "Roaming day pass", 150, "One day of roaming in Australia."),
  bonus("bonus-mins", "mobile-services", "100 bonus minutes", 100, "100 national minutes for 30 days."),
  bonus("bonus-movie", "entertainment", "Movie ticket", 250, "One standard movie ticket."),
  bonus("bonus-music", "entertainment", "Music streaming month", 400, "One month of music streaming."),
  bonus("bonus-coffee", "shopping", "Coffee voucher", 75, "A regular coffee at partner cafés."),
  bonus("bonus-grocery", "shopping", "$20 grocery voucher", 550, "Spend it at partner supermarkets."),
  bonus("bonus-gift-data", "gifts", "Gift 2GB data", 200, "Send 2GB of data to someone you love."),
  bonus("bonus-gift-credit", "gifts", "Gift $10 credit", 500, "Send $10 of prepay credit."),
];

export const DEMO_BONUSES_REPLY: BonusesReply = { TotalPoints: DEMO_TOTAL_POINTS, Bonuses: DEMO_BONUSES };
