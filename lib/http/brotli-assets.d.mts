// Types of brotli-assets.mjs (plain JavaScript, for next.config.mjs).
type Condition = { type: "header"; key: string; value: string };
type Header = { key: string; value: string };

export declare const PRECOMPRESSED: RegExp;
export declare function brotliRewrites(): {
  source: string;
  has: Condition[];
  destination: string;
}[];
export declare function brotliHeaders(): { source: string; has?: Condition[]; headers: Header[] }[];
