import { useLingui } from '@lingui/react/macro';
import type { FormSubmissionData } from '../../../common/contracts/message-data';

/** A form the customer filled in: its name and each answer. */
export function FormContent({ data }: { data: FormSubmissionData }) {
  const { t } = useLingui();
  return (
    <section aria-label={data.title || t`Form`}>
      <h3 className="font-semibold">{data.title || t`Form`}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {data.fields.map((field, index) => (
          <div key={index} className="contents">
            <dt className="opacity-80">{field.label}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
