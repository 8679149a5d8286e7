import { PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import { ApiError, useTranslation } from '@exchange/shared';
import {
  P2P_MERCHANT_NAME_MAX,
  type P2PMe,
  type P2PMerchantStatus,
} from '@exchange/shared/contract/p2p';
import { Link as RouterLink } from '@exchange/shared/router';
import { Alert, Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useMemo, useState, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';

export type ApplyErrorKey = 'name' | 'verified' | 'payMethods';

/** The first problem of an application: the name (1–30 characters once trimmed), then the requirements. */
export const validateApplication = (name: string, me: P2PMe): ApplyErrorKey | null => {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > P2P_MERCHANT_NAME_MAX) return 'name';
  if (!me.verified) return 'verified';
  if (!me.has_pay_methods) return 'payMethods';
  return null;
};

const Requirement = ({
  met,
  label,
  link,
  to,
  testId,
}: {
  met: boolean;
  label: string;
  link: string;
  to: string;
  testId: string;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  return (
    <Box
      component="li"
      data-testid={testId}
      data-met={met}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}
    >
      <Typography
        component="span"
        variant="body2"
        sx={{ fontWeight: 600, color: met ? 'success.main' : 'error.main' }}
      >
        {met ? `✓ ${t('apply.met')}` : `✗ ${t('apply.unmet')}`}
      </Typography>
      <Typography component="span" variant="body2">
        {label}
      </Typography>
      {met ? undefined : (
        <Link component={RouterLink} to={to} variant="body2" data-testid={`${testId}-link`}>
          {link}
        </Link>
      )}
    </Box>
  );
};

/** Agents of some store reach its orders from here even without a store of their own. */
const AgentNote = ({ me }: { me: P2PMe }): ReactElement | null => {
  const { t } = useTranslation('p2p-shop');
  if (me.agent_of.length === 0) return null;
  return (
    <PageCard title={t('agentOf.title')} testId="agent-of">
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {t('agentOf.text', { names: me.agent_of.map((store) => store.name).join(', ') })}
      </Typography>
      <Button
        component={RouterLink}
        to="/myshop/shoporders"
        variant="outlined"
        data-testid="agent-orders-link"
      >
        {t('agentOf.open')}
      </Button>
    </PageCard>
  );
};

const ApplicationForm = ({
  me,
  rejectedReason,
  onApplied,
}: {
  me: P2PMe;
  rejectedReason: string | null;
  onApplied: (status: P2PMerchantStatus) => void;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const values = useMemo(() => ({ max: P2P_MERCHANT_NAME_MAX }), []);
  const form = useFormSubmit<ApplyErrorKey>({
    namespace: 'p2p-shop',
    keyPrefix: 'apply.errors.',
    values,
  });
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.submitWith(
    () => {
      setRefusal(null);
      return validateApplication(name, me);
    },
    async () => {
      try {
        onApplied(await p2pApi.apply(name.trim(), { silentError: true }));
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'rejected') setRefusal(error.message);
        else throw error;
      }
    },
  );
  const problem = form.invalid;
  return (
    <PageCard
      title={t('apply.title')}
      subtitle={t('apply.subtitle')}
      testId="merchant-apply"
      onSubmit={submit}
    >
      {rejectedReason !== null ? (
        <Alert severity="warning" data-testid="apply-rejected">
          {t('apply.rejected', { reason: rejectedReason })}
        </Alert>
      ) : undefined}
      <Box>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('apply.requirements')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          <Requirement
            met={me.verified}
            label={t('apply.verified')}
            link={t('apply.verifyLink')}
            to="/personal/authentication"
            testId="requirement-verified"
          />
          <Requirement
            met={me.has_pay_methods}
            label={t('apply.payMethods')}
            link={t('apply.payMethodsLink')}
            to="/personal/collectionSettings"
            testId="requirement-pay-methods"
          />
        </Box>
      </Box>
      <TextField
        label={t('apply.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem === 'name'}
        helperText={
          problem === 'name' ? form.message('name') : t('apply.nameHelp', { max: values.max })
        }
        fullWidth
        slotProps={{ htmlInput: { maxLength: P2P_MERCHANT_NAME_MAX, 'data-testid': 'shop-name' } }}
      />
      {problem && problem !== 'name' ? (
        <Alert severity="error" data-testid="apply-error">
          {form.message(problem)}
        </Alert>
      ) : undefined}
      {refusal ? (
        <Alert severity="error" data-testid="apply-refusal">
          {refusal}
        </Alert>
      ) : undefined}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={form.busy}
          data-testid="apply-submit"
        >
          {t('apply.submit')}
        </Button>
      </Box>
    </PageCard>
  );
};

/**
 * The merchant application (docs/product.md#merchant-store-myshop): the form with its
 * requirements (none or rejected, with the operator's reason), or the review state (pending).
 */
export const ApplicationView = ({
  me,
  status,
}: {
  me: P2PMe;
  status: P2PMerchantStatus;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const [current, setCurrent] = useState(status);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {current.status === 'pending' ? (
        <PageCard title={t('apply.pendingTitle')} testId="merchant-pending">
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('apply.pendingText', { name: current.name })}
          </Typography>
        </PageCard>
      ) : (
        <ApplicationForm
          me={me}
          rejectedReason={current.status === 'rejected' ? current.reason : null}
          onApplied={setCurrent}
        />
      )}
      <AgentNote me={me} />
    </Box>
  );
};
