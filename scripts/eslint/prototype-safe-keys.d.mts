// Types of prototype-safe-keys.mjs (plain JavaScript, for eslint.config.mjs).
declare const rule: import("eslint").Rule.RuleModule;
export default rule;
