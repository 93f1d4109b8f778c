import { expect, test, type Locator, type Page } from "@playwright/test";

import { inArabic } from "./arabic";
import { pageHeading } from "./helpers";
import { storageState } from "./roles";

inArabic();
test.use({ storageState: storageState("manager") });

// The Arabic faces are the package's cut down to the letters the dashboard uses
// (scripts/fonts/arabic-subset.ts). What Chromium draws an Arabic page's text with, glyph by
// glyph (DevTools' "Rendered fonts"): IBM Plex Sans Arabic from our files. A letter the subset
// lacked would be drawn by a system font (DejaVu Sans here, for Urdu's ٹ: tried), and a face
// the browser refused would leave all of it to one.

async function renderedFonts(page: Page, element: Locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  await element.evaluate((node) => node.setAttribute("data-rendered-fonts", ""));
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "[data-rendered-fonts]",
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await element.evaluate((node) => node.removeAttribute("data-rendered-fonts"));
  await cdp.detach();
  return fonts;
}

test("Arabic text, with its marks, is drawn by Plex's Arabic face and no system font", async ({
  page,
}) => {
  await page.goto("/properties");
  const heading = pageHeading(page);
  await expect(heading).toHaveText("العقارات");
  await page.evaluate(() => document.fonts.ready);

  for (const element of [heading, page.getByText("لم تُحدَّث منذ (أيام)")]) {
    const fonts = await renderedFonts(page, element);
    expect(fonts.length, await element.innerText()).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font, await element.innerText()).toMatchObject({
        familyName: expect.stringMatching(/^IBM Plex Sans Arabic/),
        isCustomFont: true,
      });
  }
});
