import { Box } from '@exchange/shared/ui-kit';
import { Stack } from '@exchange/shared/ui-kit/extras';
import type { FormEvent, ReactElement, ReactNode } from 'react';
import { AuthCard } from './auth-card';
import { ChannelTabs } from './channel-tabs';
import type { AccountChannel } from './validation';

export type AuthFormProps = {
  title: string;
  subtitle: string;
  footer: ReactNode;
  testId: string;
  channel: AccountChannel;
  onChannelChange: (next: AccountChannel) => void;
  showPhoneTab: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The card, the account-kind tabs and a real <form> (Enter submits) the three screens share. */
export const AuthForm = ({
  title,
  subtitle,
  footer,
  testId,
  channel,
  onChannelChange,
  showPhoneTab,
  onSubmit,
  children,
}: AuthFormProps): ReactElement => (
  <AuthCard title={title} subtitle={subtitle} footer={footer} testId={testId}>
    <ChannelTabs value={channel} onChange={onChannelChange} showPhoneTab={showPhoneTab} />
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  </AuthCard>
);
