import type { ZendeskCategory, ZendeskSection } from "@waea/domain/help";

/**
 * The operator's help centre: categories and their sections (spec 03 §3). Ids are the support desk's numbers; the
 * messaging provider shows the same ids as strings, so a help link means the same page with either provider.
 */
export const HELP_CATEGORIES: ReadonlyArray<ZendeskCategory> = [
  {
    id: 1001,
    name: "Getting started",
    description: "New here? Set up your SIM, your account and the app.",
    position: 1,
  },
  {
    id: 1002,
    name: "Billing and payments",
    description: "Bills, top-ups, cards and paying for someone else.",
    position: 2,
  },
  { id: 1003, name: "Mobile", description: "Plans, data, roaming and your SIM.", position: 3 },
  {
    id: 1004,
    name: "Broadband",
    description: "Fibre and wireless broadband at home.",
    position: 4,
  },
  {
    id: 1005,
    name: "Account",
    description: "Your details, sign-in, groups and rewards.",
    position: 5,
  },
];

const section = (
  id: number,
  categoryId: number,
  position: number,
  name: string,
  description: string,
): ZendeskSection => ({ id, category_id: categoryId, name, description, position });

export const HELP_SECTIONS: ReadonlyArray<ZendeskSection> = [
  section(2001, 1001, 1, "Your new SIM", "Activating a SIM or eSIM and keeping your number."),
  section(2002, 1001, 2, "Signing in", "Creating your account and signing in."),
  section(2003, 1002, 1, "Bills and invoices", "Reading and paying your postpay bill."),
  section(2004, 1002, 2, "Top-ups and cards", "Prepay top-ups, auto top-up and saved cards."),
  section(2005, 1002, 3, "Billing routes", "Paying for someone else, or having them pay for you."),
  section(2006, 1003, 1, "Plans and add-ons", "Choosing and changing what you pay for."),
  section(2007, 1003, 2, "Data and usage", "Keeping an eye on what you use."),
  section(2008, 1003, 3, "Travelling overseas", "Roaming and calling from abroad."),
  section(2009, 1004, 1, "Fibre", "Ultra-fast fibre broadband."),
  section(2010, 1004, 2, "Wireless broadband", "Broadband over our mobile network."),
  section(2011, 1005, 1, "Your details", "Your name, e-mail, password and preferences."),
  section(2012, 1005, 2, "Groups and rewards", "Family and companion groups, bonuses and offers."),
];
