import { Column, Columns, Heading, Image, Inline, Link, Section, Stack, Text, Tiles } from '@akoma/design-system';

import valuesBlock from '#content/homeValues';

import { homeSectionIds } from '../../content/sectionIds';

/** The values-driven block: what the company stands for, one card per value. */
export function ValuesSection() {
  return (
    <Section id={homeSectionIds.values} tone="accent" eyebrow={valuesBlock.eyebrow} heading={valuesBlock.heading} intro={valuesBlock.intro}>
      <Columns space={{ mobile: 'xlarge', desktop: 'xxlarge' }} collapseBelow="desktop" alignY="center">
        <Column width="2/5">
          <Image src={valuesBlock.image.src} alt="" width={valuesBlock.image.width} height={valuesBlock.image.height} radius="large" />
        </Column>
        <Column>
          <Stack space="xlarge">
            <Tiles render={<ul />} columns={{ mobile: 1, tablet: 2 }} space="large">
              {valuesBlock.values.map((value) => (
                <li key={value.title}>
                  <Stack space="xsmall">
                    <Heading level={3} size="4">
                      {value.title}
                    </Heading>
                    <Text tone="secondary">{value.description}</Text>
                  </Stack>
                </li>
              ))}
            </Tiles>
            <Inline render={<ul />} space="large">
              {valuesBlock.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} weight="semibold">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Inline>
          </Stack>
        </Column>
      </Columns>
    </Section>
  );
}
