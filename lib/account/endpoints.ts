import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";
import * as z from "zod/mini";
import {
  accountSessionSchema,
  changePasswordSchema,
  confirmSecondFactorSchema,
  endedOwnSessionSchema,
  passwordChangedSchema,
  reauthenticateSchema,
  recoveryCodesSchema,
  secondFactorOffSchema,
  secondFactorSetupSchema,
  secondFactorStatusSchema,
  sessionParamsSchema,
  steppedUpSchema,
  stepUpSchema,
} from "@/lib/account/schemas";
import { endedSessionsSchema } from "@/lib/auth/schemas";
import { ACCOUNT_ROUTES } from "./routes";

// The account feature's endpoints: method, path, permission, schemas and audit action.

export const accountEndpoints = {
  listOwnSessions: endpoint({
    ...ACCOUNT_ROUTES.listOwnSessions,
    summary: "The signed-in user's own sessions: browser, address, signed in and last seen",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(z.array(accountSessionSchema)),
  }),
  endOwnSession: endpoint({
    ...ACCOUNT_ROUTES.endOwnSession,
    summary: "End one of one's own sessions, this one included",
    permission: "signed-in",
    allowRestricted: true,
    params: sessionParamsSchema,
    response: recordOf(endedOwnSessionSchema),
  }),
  endOtherSessions: endpoint({
    ...ACCOUNT_ROUTES.endOtherSessions,
    summary: "End all of one's own sessions except this one",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(endedSessionsSchema),
  }),
  changePassword: endpoint({
    ...ACCOUNT_ROUTES.changePassword,
    summary:
      "Change one's own password (step-up): the current one is checked under the sign-in throttle; every other session ends",
    permission: "signed-in",
    allowRestricted: true,
    stepUp: true,
    body: changePasswordSchema,
    response: recordOf(passwordChangedSchema),
  }),
  getSecondFactor: endpoint({
    ...ACCOUNT_ROUTES.getSecondFactor,
    summary:
      "Whether two-step verification is on or required, and how many recovery codes are left",
    permission: "signed-in",
    allowRestricted: true,
    response: recordOf(secondFactorStatusSchema),
  }),
  beginSecondFactor: endpoint({
    ...ACCOUNT_ROUTES.beginSecondFactor,
    summary: "Start setting up two-step verification (step-up): a new secret and its QR code",
    permission: "signed-in",
    allowRestricted: true,
    stepUp: true,
    response: recordOf(secondFactorSetupSchema),
  }),
  confirmSecondFactor: endpoint({
    ...ACCOUNT_ROUTES.confirmSecondFactor,
    summary:
      "Turn two-step verification on with a first code from the app (step-up); recovery codes once; every other session ends",
    permission: "signed-in",
    allowRestricted: true,
    stepUp: true,
    body: confirmSecondFactorSchema,
    response: recordOf(recoveryCodesSchema),
  }),
  removeSecondFactor: endpoint({
    ...ACCOUNT_ROUTES.removeSecondFactor,
    summary:
      "Turn two-step verification off (step-up), the current password again; refused where required; every other session ends",
    permission: "signed-in",
    allowRestricted: true,
    stepUp: true,
    body: reauthenticateSchema,
    response: recordOf(secondFactorOffSchema),
  }),
  replaceRecoveryCodes: endpoint({
    ...ACCOUNT_ROUTES.replaceRecoveryCodes,
    summary:
      "New recovery codes (step-up, the current password again), returned once, the old ones void; every other session ends",
    permission: "signed-in",
    allowRestricted: true,
    stepUp: true,
    body: reauthenticateSchema,
    response: recordOf(recoveryCodesSchema),
  }),
  stepUp: endpoint({
    ...ACCOUNT_ROUTES.stepUp,
    summary:
      "Prove who one is again (the password, and the second factor's code when enrolled) under the sign-in throttle: sensitive changes are then allowed for STEP_UP_MAX_AGE_SECONDS",
    permission: "signed-in",
    allowRestricted: true,
    body: stepUpSchema,
    response: recordOf(steppedUpSchema),
  }),
};

export type AccountEndpoints = typeof accountEndpoints;
