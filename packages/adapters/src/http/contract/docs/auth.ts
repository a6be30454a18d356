import type { CallDocs } from "./call-doc";

/** The auth calls as docs/api.md describes them (../auth.ts has the calls themselves). */
export const authDocs: CallDocs = {
  "auth.signIn": {
    summary: "Sign in (LOCAL password or one-time code, phone or SIM ID, social identity token) or sign up",
    spec: "01 §3, §7",
  },
  "auth.authCheck": {
    summary:
      "The identity check: renews a session from a refresh token (AuthNonce or AuthCode) or credentials",
    spec: "01 §4, §7",
  },
  "auth.changePassword": {
    summary: "Set a new password for the signed-in LOCAL login (after re-authentication)",
    spec: "01 §5, §7",
  },
  "auth.requestOneTimeCode": {
    summary: "E-mail a one-time sign-in code (the same reply for unknown addresses)",
    spec: "01 §6 (path ours)",
  },
  "auth.findEmail": {
    summary: "Forgot e-mail: the masked e-mail of a mobile number's account, for a visitor not signed in",
    spec: "01 §2, §8 (path ours)",
  },
  "auth.sendEmailVerification": { summary: "Send an e-mail verification code", spec: "01 §7" },
  "auth.resendEmailVerification": { summary: "Send a new e-mail verification code", spec: "01 §7" },
  "auth.confirmEmailVerification": {
    summary: "Confirm the e-mail with the code that was sent",
    spec: "01 §5, §7",
  },
  "auth.submitMfaCode": { summary: "Submit an MFA code", spec: "01 §7" },
  "auth.confirmMfaCode": { summary: "Confirm an MFA code", spec: "01 §7" },
  "auth.acceptInvitation": {
    summary: "Accept an invitation code: the invited customer account joins the login",
    spec: "01 §5, §7",
  },
  "auth.syncAuthRoles": {
    summary: "Sync the roles of the auth reply to one customer (reseller host)",
    spec: "01 §4, §7; 03 §7",
  },
  "auth.supportLogin": { summary: "Chat provider and token for the support widget", spec: "01 §7" },
};
