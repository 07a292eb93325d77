import { useLingui } from '@lingui/react/macro';
import { CsvFormat } from '../customer-groups/CsvFormat';
import { HelpCode, HelpHeading, HelpSection } from './HelpSection';

/**
 * The CSV files Parley writes and reads (docs/tasks.md "The customer export", docs/customer-groups.md
 * "The CSV file"). The export's header row is the server's (server/exports/customer-columns.ts) in
 * each language; the group import's columns are shown by the import dialog's own CsvFormat.
 */
export function CsvHelp() {
  const { t } = useLingui();
  const formulaStarts = '= + - @';
  return (
    <HelpSection id="csv" title={t`CSV files`}>
      <p>{t`Parley's CSV files are UTF-8 and comma-separated, with quotes around cells that hold commas, quotes or line breaks. Exported files begin with a byte-order mark, so spreadsheets show Chinese and Japanese text correctly.`}</p>
      <HelpHeading>{t`Customer export`}</HelpHeading>
      <p>{t`In the message center, the Export customers button above the inbox exports every customer of the organization. Follow it in the task list of the top bar and download the file there once it is done. The headers and values are in the console's language; the first row is:`}</p>
      <HelpCode>{t`Display name,Original name,Platform,Platform ID,Inbox,Tags,Following,Joined at,Last message at,Last customer message at,Unread,Customer ID`}</HelpCode>
      <p>{t`Times are in your browser's time zone. A cell that would start with ${formulaStarts} gets a ' in front, so a spreadsheet never runs a customer's name as a formula; the import reads it back without it.`}</p>
      <HelpHeading>{t`Customer-group import`}</HelpHeading>
      <p>{t`Under Customer management › Customer groups, Import CSV makes a group of the customers a file names (.csv, at most 100 MB). Ids that name no customer of the organization are counted in the task list when the import ends.`}</p>
      <CsvFormat />
      <HelpHeading>{t`Broadcast export`}</HelpHeading>
      <p>{t`Under Broadcast, Export writes the broadcasts created in a period to a CSV file in the language you choose; download it from the task list.`}</p>
    </HelpSection>
  );
}
