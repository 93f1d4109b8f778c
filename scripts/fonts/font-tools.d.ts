// The two font packages the Arabic subset uses ship no types: what scripts/fonts/ calls of them.

declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    /** Name table entries to keep (copyright, names, version, licence). */
    preserveNameIds?: number[];
  };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: Options,
  ): Promise<Buffer>;
}

declare module "fontverter" {
  export function convert(
    font: Buffer,
    to: "sfnt" | "truetype" | "woff" | "woff2",
  ): Promise<Buffer>;
}
