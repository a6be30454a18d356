import * as Schema from "effect/Schema";
import { MobileSecurity, MobileSecurityRequest, SecurityReport } from "@waea/domain/mobile-security";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

const Service = Schema.Struct({ customer: PathParam, mobile: PathParam });

/**
 * Mobile security (SIM-07, non-production only): spec 02 §2 names the pages (basic, advanced, reports, white and
 * black lists) but no calls; these are decided, one entry per MobileSecurityApi method.
 */
export const securityCalls = collectCalls(
  defineCall({
    id: "security.get",
    method: "GET",
    path: "/mobile/security/{customer}/{mobile}",
    params: Service,
    reply: json(MobileSecurity),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "security.save",
    method: "PUT",
    path: "/mobile/security",
    body: MobileSecurityRequest,
    reply: json(MobileSecurity),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "security.report",
    method: "GET",
    path: "/mobile/security/{customer}/{mobile}/report",
    params: Service,
    reply: json(SecurityReport),
    auth: "bearer",
    replyShown: false,
  }),
);
