import type { ZendeskArticle } from "@waea/domain/help";
import { XSS_ARTICLE } from "./help-xss-article";

const article = (
  id: number,
  section: number,
  title: string,
  text: string,
  draft = false,
): ZendeskArticle => ({
  id,
  section_id: section,
  title,
  body: text
    .split("\n")
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join(""),
  draft,
});

/**
 * The help articles, in English as the help desk holds them; the three drafts never reach the portal, and the last
 * one carries XSS vectors the portal must neutralise (help-xss-article.ts).
 */
export const HELP_ARTICLES: ReadonlyArray<ZendeskArticle> = [
  article(
    3001,
    2001,
    "Activate your SIM",
    "Pop the SIM in your phone, sign in and enter the activation code from the SIM pack.\nYour number works within a few minutes.",
  ),
  article(
    3002,
    2001,
    "Setting up an eSIM",
    "Choose eSIM when you order. We e-mail a QR code; scan it from your phone's mobile settings.\nKeep the e-mail: you need the code again if you reset your phone.",
  ),
  article(
    3003,
    2001,
    "Bring your number to us",
    "Tell us your old provider, account number and the number you are moving.\nMost numbers move within a working day; your old SIM stops when the new one starts.",
  ),
  article(
    3004,
    2001,
    "Delivery times for a SIM",
    "Physical SIMs arrive in 3 to 7 business days by courier.\nAn eSIM is ready as soon as your order is confirmed.",
  ),
  article(
    3005,
    2002,
    "Create your account",
    "Sign up with your e-mail, or with Google, Apple or Facebook.\nWe send a code to check your e-mail address.",
  ),
  article(
    3006,
    2002,
    "Sign in with a one-time code",
    "Forgot your password? Ask for a code by e-mail and sign in with it.\nA code works once and only for ten minutes.",
  ),
  article(
    3007,
    2002,
    "Manage several accounts",
    "One sign-in can hold several customer accounts, such as a personal and a business one.\nChoose the account from the account menu.",
  ),
  article(
    3008,
    2003,
    "Understanding your bill",
    "Your bill shows the plan, add-ons and any extra charges for the period, with GST.\nOpen, due and overdue bills are listed first.",
  ),
  article(
    3009,
    2003,
    "Change your billing cycle",
    "Postpay accounts can be billed monthly or every 7 or 28 days.\nChanging the cycle closes your open bill and makes it due.",
  ),
  article(
    3010,
    2003,
    "Download a bill or receipt",
    "Every bill and receipt can be downloaded as a PDF from Billing.\nReceipts appear once a payment has gone through.",
  ),
  article(
    3011,
    2003,
    "What happens if a bill is overdue",
    "We remind you before a bill is due and again when it is overdue.\nIf a bill stays unpaid your account may be suspended until it is paid.",
  ),
  article(
    3012,
    2004,
    "Top up your prepay",
    "Top up any amount from $5 to $300 with a saved card or a voucher.\nCredit is ready straight away.",
  ),
  article(
    3013,
    2004,
    "Set up auto top-up",
    "Auto top-up adds credit when your balance runs low or on a set day.\nYou can change the amount or turn it off at any time.",
  ),
  article(
    3014,
    2004,
    "Add or remove a card",
    "Add a card under Payment methods; the card you pick first becomes your default.\nA card you use for auto top-up cannot be removed until you turn it off.",
  ),
  article(
    3015,
    2005,
    "Pay for someone else's mobile",
    "Send a billing invite to their e-mail or mobile number. Once they accept, their bills come to you.\nYou choose a spend limit for each cycle.",
  ),
  article(
    3016,
    2005,
    "Ask someone to pay for you",
    "Send a billing request to the person who will pay. They choose the spend limit when they approve it.\nInvites and requests expire after an hour.",
  ),
  article(
    3017,
    2005,
    "Remove a billing route",
    "Either side can remove a route, unless it is the only way the account can pay.\nAdd a card first, then remove the route.",
  ),
  article(
    3018,
    2006,
    "Change your plan",
    "Change your plan now or at your next renewal.\nA change now starts a new period straight away.",
  ),
  article(
    3019,
    2006,
    "Buy an add-on",
    "Add-ons give you extra data, minutes or roaming on top of your plan.\nPrepay add-ons come out of your credit; postpay ones go on your bill.",
  ),
  article(
    3020,
    2006,
    "Group plans explained",
    "Family plans are billed to the key account holder. Companion plans are billed to each person.\nCompanion groups cost $45 a person a month under 3 people and $35 from 3 people, up to 6.",
  ),
  article(
    3021,
    2007,
    "Check your data balance",
    "Your balance and what you have used show on the home page, by plan and add-on.\nUsage can take up to an hour to show.",
  ),
  article(
    3022,
    2007,
    "Why did my data run out early?",
    "Apps updating in the background and video streaming use the most data.\nSet your phone to update apps on Wi-Fi only.",
  ),
  article(
    3023,
    2007,
    "Free Data Hour",
    "Every day you get one free hour of data. Start it from the home page.\nUnused hours do not carry over.",
  ),
  article(
    3024,
    2008,
    "Roaming in Australia",
    "Buy a roaming day pass before you travel; it starts when you first use your phone there.\nWithout a pass, calls and data are charged at casual rates.",
  ),
  article(
    3025,
    2008,
    "Turn roaming on or off",
    "Roaming is off until you turn it on in SIM settings.\nTurn it off to make sure you are never charged overseas.",
  ),
  article(
    3026,
    2009,
    "Check if fibre is available",
    "Search your address to see the fibre plans and speeds available there.\nSome addresses need a scoping visit before installation.",
  ),
  article(
    3027,
    2009,
    "Your fibre installation day",
    "We book a time with you. Someone 18 or older needs to be home.\nInstallation usually takes two to four hours.",
  ),
  article(
    3028,
    2009,
    "Moving house with fibre",
    "Tell us your new address at least two weeks before you move.\nWe check availability there and move your connection.",
  ),
  article(
    3029,
    2010,
    "What is wireless broadband?",
    "Wireless broadband uses our mobile network, so no lines are needed.\nPlug the modem in near a window for the best signal.",
  ),
  article(
    3030,
    2010,
    "Set up your modem",
    "Plug the modem in and wait for the light to turn steady white.\nThe Wi-Fi name and password are on the label underneath.",
  ),
  article(
    3031,
    2011,
    "Change your e-mail address",
    "Change your e-mail under Personal details; we send a code to the new address to check it.\nYou sign in with the new address afterwards.",
  ),
  article(
    3032,
    2011,
    "Change your password",
    "Choose Change password under your account and enter your current password first.\nUse at least 8 characters with a mix of letters and numbers.",
  ),
  article(
    3033,
    2012,
    "Join or leave a group",
    "Accept a group invite from Groups. Any member can leave; the leader removes others.\nA group of two ends when one member goes.",
  ),
  article(
    3034,
    2012,
    "Earn and spend rewards points",
    "Earn points as you pay your bills and spend them on bonuses and gifts.\nYour points and bonuses are under Bonuses.",
  ),
  article(
    3035,
    2006,
    "Unlimited plans (draft)",
    "Work in progress: fair use wording for unlimited plans.",
    true,
  ),
  article(3036, 2010, "5G wireless broadband (draft)", "Coming soon: 5G wireless broadband plans.", true),
  article(3037, 2012, "Rewards card FAQ (draft)", "Draft: linking a rewards card.", true),
  XSS_ARTICLE,
];
