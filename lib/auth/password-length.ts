// The password length rule's numbers. Apart from schemas.ts (the rule, with zod) because forms
// print them in their hints before anything is validated.
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
