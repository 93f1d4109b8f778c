import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";

// The digest's HTML, made with react-email: tables and inline styles that Outlook, Gmail and
// Apple Mail show alike. Every word arrives translated (compose.ts); this only lays it out, with
// the document's `lang` and `dir` so that Arabic reads right to left.

export type DigestView = {
  lang: string;
  dir: "rtl" | "ltr";
  preview: string;
  greeting: string;
  intro: string;
  items: { text: string; href: string; open: string }[];
  dashboard: { label: string; href: string };
  why: string;
  settings: { label: string; href: string };
  unsubscribe: { label: string; href: string };
};

const font = "Tahoma, 'Segoe UI', Arial, sans-serif";

export function DigestEmail(view: DigestView) {
  const align = view.dir === "rtl" ? "right" : "left";
  const text = {
    fontFamily: font,
    textAlign: align,
    fontSize: "15px",
    lineHeight: "24px",
  } as const;
  return (
    <Html lang={view.lang} dir={view.dir}>
      <Head />
      <Preview>{view.preview}</Preview>
      <Body style={{ backgroundColor: "#f4f5f7", margin: 0, padding: "24px 0" }}>
        <Container
          dir={view.dir}
          style={{ backgroundColor: "#ffffff", padding: "24px", maxWidth: "600px" }}
        >
          <Heading as="h1" style={{ ...text, fontSize: "20px", margin: "0 0 8px" }}>
            {view.greeting}
          </Heading>
          <Text style={text}>{view.intro}</Text>
          <Section>
            {view.items.map((item, i) => (
              <Text key={i} style={{ ...text, margin: "0 0 12px" }}>
                {`${i + 1}. ${item.text} `}
                <Link href={item.href} style={{ color: "#0b5cad" }}>
                  {item.open}
                </Link>
              </Text>
            ))}
          </Section>
          <Text style={text}>
            <Link href={view.dashboard.href} style={{ color: "#0b5cad", fontWeight: 600 }}>
              {view.dashboard.label}
            </Link>
          </Text>
          <Hr />
          <Text style={{ ...text, fontSize: "12px", color: "#5f6b7a" }}>
            {view.why}{" "}
            <Link href={view.settings.href} style={{ color: "#5f6b7a" }}>
              {view.settings.label}
            </Link>
            {" · "}
            <Link href={view.unsubscribe.href} style={{ color: "#5f6b7a" }}>
              {view.unsubscribe.label}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
