import localFont from "next/font/local";

// IBM Plex Sans Arabic (the typeface of Saudi government platforms), self-hosted from its npm
// package: nothing is fetched from a font CDN. Two faces split by unicode-range, so a page
// downloads only the scripts it shows (a page without Arabic text never fetches the Arabic
// files), woff2 only, three weights (regular, medium, semibold: all the UI uses). The Arabic
// files are the package's cut down to the letters Arabic text here uses, 18-20 kB a weight
// instead of 43-46 (scripts/fonts/arabic-subset.ts; a test keeps this unicode-range equal to
// what they hold). `swap` shows text at once in a fallback. next/font's metric-adjusted
// fallback is off: it is a local Arial without a unicode-range, which on Windows has Arabic
// glyphs and would shadow the Arabic face; app/globals.css declares the same fallback for the
// Latin range only ("Plex Latin Fallback").
// next/font reads these options at build time: they must be written out as literals.

export const plexArabic = localFont({
  src: [
    {
      path: "../assets/fonts/ibm-plex-sans-arabic-arabic-400-subset.woff2",
      weight: "400",
    },
    {
      path: "../assets/fonts/ibm-plex-sans-arabic-arabic-500-subset.woff2",
      weight: "500",
    },
    {
      path: "../assets/fonts/ibm-plex-sans-arabic-arabic-600-subset.woff2",
      weight: "600",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-arabic",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+060C, U+061B, U+061F, U+0621-063A, U+0640-066D, U+0670-0671, U+067E, U+0686, U+0698, U+06A4, U+06A9, U+06AF, U+06CC, U+06F0-06F9, U+2010, U+FE70-FE74, U+FE76-FEFC",
    },
  ],
});

export const plexLatin = localFont({
  src: [
    {
      path: "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-500-normal.woff2",
      weight: "500",
    },
    {
      path: "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2",
      weight: "600",
    },
  ],
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  variable: "--font-latin",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});
