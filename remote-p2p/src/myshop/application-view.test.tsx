import { ApiError, type Translator } from '@exchange/shared';
import { flushPending, renderAtRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { p2pApi } from '../api/p2p-api';
import { ApplicationView } from './application-view';
import { me, merchantStatus, shopI18n, shopTexts } from './shop-fixtures';

jest.mock('../api/p2p-api');
const api = jest.mocked(p2pApi);
const texts = shopTexts.apply;

let i18n: Translator;
beforeAll(async () => {
  i18n = await shopI18n();
});
afterEach(() => jest.resetAllMocks());

const show = (props: Parameters<typeof ApplicationView>[0]): void => {
  renderAtRoute(
    i18n,
    '/myshop/myshoporders',
    '/myshop/myshoporders',
    <ApplicationView {...props} />,
  );
};

describe('ApplicationView', () => {
  it('checks the requirements from p2p/me and links to what is missing', () => {
    show({ me: me({ verified: false, has_pay_methods: true }), status: merchantStatus() });
    const verified = screen.getByTestId('requirement-verified');
    const methods = screen.getByTestId('requirement-pay-methods');
    expect(verified).toHaveAttribute('data-met', 'false');
    expect(methods).toHaveAttribute('data-met', 'true');
    expect(screen.getByTestId('requirement-verified-link')).toHaveAttribute(
      'href',
      '/personal/authentication',
    );
    expect(screen.queryByTestId('requirement-pay-methods-link')).toBeNull();
  });

  it('links to the receiving methods when none is saved and refuses the application', async () => {
    show({ me: me({ has_pay_methods: false }), status: merchantStatus() });
    expect(screen.getByTestId('requirement-pay-methods-link')).toHaveAttribute(
      'href',
      '/personal/collectionSettings',
    );
    await userEvent.type(screen.getByTestId('shop-name'), 'Lucky{Enter}');
    await flushPending();
    expect(screen.getByTestId('apply-error')).toHaveTextContent(texts.errors.payMethods);
    expect(api.apply).not.toHaveBeenCalled();
  });

  it('asks for a name, then sends it trimmed on Enter and shows the review state', async () => {
    api.apply.mockResolvedValue(merchantStatus({ status: 'pending', name: 'Lucky Shop' }));
    show({ me: me(), status: merchantStatus() });
    await userEvent.type(screen.getByTestId('shop-name'), '   {Enter}');
    await flushPending();
    expect(screen.getByText('Enter a store name of 1 to 30 characters')).toBeInTheDocument();
    expect(api.apply).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByTestId('shop-name'));
    await userEvent.type(screen.getByTestId('shop-name'), ' Lucky Shop {Enter}');
    await flushPending();
    expect(api.apply).toHaveBeenCalledWith('Lucky Shop', { silentError: true });
    expect(screen.getByTestId('merchant-pending')).toHaveTextContent(texts.pendingTitle);
    expect(screen.getByTestId('merchant-pending')).toHaveTextContent('Store name: Lucky Shop.');
  });

  it('shows a refusal of the server inline', async () => {
    api.apply.mockRejectedValue(new ApiError('rejected', 'Name already taken', 0));
    show({ me: me(), status: merchantStatus() });
    await userEvent.type(screen.getByTestId('shop-name'), 'Lucky');
    await userEvent.click(screen.getByTestId('apply-submit'));
    await flushPending();
    expect(screen.getByTestId('apply-refusal')).toHaveTextContent('Name already taken');
  });

  it('shows the review state of a pending application without the form', () => {
    show({ me: me(), status: merchantStatus({ status: 'pending', name: 'Shop A' }) });
    expect(screen.getByTestId('merchant-pending')).toBeInTheDocument();
    expect(screen.queryByTestId('shop-name')).toBeNull();
  });

  it("shows the operator's reason of a rejection above a new form", () => {
    show({
      me: me(),
      status: merchantStatus({ status: 'rejected', name: 'Shop A', reason: 'Name is misleading' }),
    });
    expect(screen.getByTestId('apply-rejected')).toHaveTextContent(
      'Your last application was rejected: Name is misleading',
    );
    expect(screen.getByTestId('shop-name')).toBeInTheDocument();
  });

  it('leads an agent to the orders they handle', () => {
    show({
      me: me({ agent_of: [{ uid: '10000001', name: 'Big Store' }] }),
      status: merchantStatus(),
    });
    expect(screen.getByTestId('agent-of')).toHaveTextContent('Big Store');
    expect(screen.getByTestId('agent-orders-link')).toHaveAttribute('href', '/myshop/shoporders');
  });

  it('shows no agent section to others', () => {
    show({ me: me(), status: merchantStatus() });
    expect(screen.queryByTestId('agent-of')).toBeNull();
  });
});
