import { useLingui } from '@lingui/react/macro';
import { CSV_ID_EXPORT_HEADERS } from '../../common/customer-groups';
import { exportLocaleOf } from '../../common/tasks';

const cell = 'border border-slate-200 px-2 py-1 text-left font-mono';

/**
 * What an imported customer-group CSV holds (docs/customer-groups.md), shown before the upload: the
 * id columns the import reads, as named in the file or in a customer export, and a small sample.
 */
export function CsvFormat() {
  const { t, i18n } = useLingui();
  const locale = exportLocaleOf(i18n.locale);
  const platformId = CSV_ID_EXPORT_HEADERS.customerId[locale];
  const customerId = CSV_ID_EXPORT_HEADERS.objectId[locale];
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-700">
      <p>{t`The first row names the columns. The import reads the customers from one of them:`}</p>
      <ul className="list-disc space-y-1 pl-5">
        <li><code>customerId</code>: {t`the id on the customer's channel (a customer export's “${platformId}” column)`}</li>
        <li><code>objectId</code>: {t`the customer's id in Parley (a customer export's “${customerId}” column)`}</li>
      </ul>
      <p>{t`Other columns are ignored, so a file from Export customers imports as it is.`}</p>
      <table className="border-collapse text-xs">
        <caption className="pb-1 text-left font-medium text-slate-700">{t`Sample file`}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={cell}>customerId</th>
            <th scope="col" className={cell}>{t`Name`}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className={cell}>U4af4980629c9e2b5ad3d1f4e8b7c6a12</td>
            <td className={cell}>{t({ message: 'Amy Chen', context: 'sample customer name' })}</td>
          </tr>
          <tr>
            <td className={cell}>k3Jd9sQx2A</td>
            <td className={cell}>{t({ message: 'Ben Lin', context: 'sample customer name' })}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
