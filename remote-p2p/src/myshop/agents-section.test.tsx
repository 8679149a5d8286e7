import type { Translator } from '@exchange/shared';
import { flushPending, renderAtRoute } from '@exchange/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { p2pApi } from '../api/p2p-api';
import { AgentsSection } from './agents-section';
import { agent, shopI18n, shopTexts } from './shop-fixtures';

jest.mock('../api/p2p-api');
const api = jest.mocked(p2pApi);

let i18n: Translator;
beforeAll(async () => {
  i18n = await shopI18n();
});
afterEach(() => jest.resetAllMocks());

const show = async (): Promise<void> => {
  renderAtRoute(i18n, '/x', '/x', <AgentsSection />);
  await flushPending();
};

const uids = (): (string | null)[] =>
  screen.queryAllByTestId('shop-agent-row').map((row) => row.getAttribute('data-uid'));

describe('AgentsSection', () => {
  it('lists the agents and explains where the authorization code is', async () => {
    api.agents.mockResolvedValue([agent('10000002', 'Ann')]);
    await show();
    expect(uids()).toEqual(['10000002']);
    expect(screen.getByTestId('shop-agent-row')).toHaveTextContent('UID 10000002');
    expect(screen.getByText(shopTexts.agents.codeHelp)).toBeInTheDocument();
  });

  it('adds an agent by UID and code, asking for each first', async () => {
    api.agents.mockResolvedValue([]);
    api.addAgent.mockResolvedValue([agent('10000003', 'Bob')]);
    await show();
    expect(screen.getByText(shopTexts.agents.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('agent-add'));
    await flushPending();
    expect(screen.getByText(shopTexts.agents.errors.uid)).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('agent-uid'), ' 10000003 {Enter}');
    await flushPending();
    expect(screen.getByText(shopTexts.agents.errors.code)).toBeInTheDocument();
    expect(api.addAgent).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('agent-code'), 'K7Q2ZP{Enter}');
    await flushPending();
    expect(api.addAgent).toHaveBeenCalledWith('10000003', 'K7Q2ZP');
    expect(uids()).toEqual(['10000003']);
    expect(screen.getByTestId('agent-uid')).toHaveValue('');
    expect(screen.getByTestId('agent-code')).toHaveValue('');
  });

  it('removes an agent after the confirmation only', async () => {
    api.agents.mockResolvedValue([agent('10000002', 'Ann'), agent('10000004', 'Cid')]);
    api.removeAgent.mockResolvedValue([agent('10000004', 'Cid')]);
    await show();
    const [first] = screen.getAllByTestId('shop-agent-row');
    await userEvent.click(within(first).getByTestId('agent-remove'));
    expect(await screen.findByText(/Ann \(UID 10000002\) will no longer/)).toBeInTheDocument();
    expect(api.removeAgent).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('confirm-dialog-ok'));
    await flushPending();
    expect(api.removeAgent).toHaveBeenCalledWith('10000002');
    expect(uids()).toEqual(['10000004']);
  });
});
