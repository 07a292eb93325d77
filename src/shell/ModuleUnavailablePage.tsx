import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { UnbuiltRoute } from '../../common/access';
import { MODULE_LABELS, PART_LABELS } from '../org-settings/permission/feature-labels';
import { useDocumentTitle } from '../ui/use-document-title';

/**
 * A route of the spec whose module (or part) this server has not built (common/access/built.ts
 * UNBUILT_ROUTES): says so plainly, where the console would otherwise send the user elsewhere unexplained.
 */
export function ModuleUnavailablePage({ route }: { route: UnbuiltRoute }) {
  const { orgId = '' } = useParams();
  const { t, i18n } = useLingui();
  const name = i18n._(route.part ? PART_LABELS[`${route.module}.${route.part}`]! : MODULE_LABELS[route.module]);
  useDocumentTitle(name);
  return (
    <section aria-labelledby="unavailable-heading" className="mx-auto max-w-xl space-y-3 p-10">
      <h1 id="unavailable-heading" className="text-xl font-semibold text-slate-900">{t`${name} is not available on this server yet`}</h1>
      <p className="text-sm text-slate-600">
        {t`This server does not have it yet. It will appear in the menu once the server supports it.`}
      </p>
      <Link to={`/message-center/${orgId}`} className="inline-block text-sm font-medium text-indigo-700 underline underline-offset-2">
        {t`Go to the message center`}
      </Link>
    </section>
  );
}
