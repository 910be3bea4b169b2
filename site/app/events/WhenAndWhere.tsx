import { Column, Columns, IconCalendar, IconLocation, Stack, Text } from '@akoma/design-system';

interface WhenAndWhereProps {
  /** When, in words: a dated event's days and times, or a flagship event's cadence. */
  when: string;
  /** The instant it starts, for `<time>`; none for a flagship event. */
  dateTime?: string;
  where: string;
}

/** An event's when and where, one line each beside its icon, a long date wrapping under itself. */
export function WhenAndWhere({ when, dateTime, where }: WhenAndWhereProps) {
  return (
    <Stack space="xsmall">
      <Columns space="xxsmall">
        <Column width="content">
          <IconCalendar size="small" />
        </Column>
        <Column>
          <Text render={dateTime ? <time dateTime={dateTime} /> : <span />} weight="semibold">
            {when}
          </Text>
        </Column>
      </Columns>
      <Columns space="xxsmall">
        <Column width="content">
          <IconLocation size="small" />
        </Column>
        <Column>
          <Text>{where}</Text>
        </Column>
      </Columns>
    </Stack>
  );
}
