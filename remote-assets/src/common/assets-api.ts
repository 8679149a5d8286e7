import {
  ADDRESS_SERVICE_BASE,
  ADDRESS_SERVICE_PATH,
  api,
  ASSETS_PATH,
  type AccountGroup,
  type AddressBookEntry,
  type AddressBookRequest,
  type DrawLimit,
  type AccountTypeCode,
  type AccountTypeLogPage,
  type CreatePayOrderRequest,
  type DepositRequestRow,
  type DrawRequest,
  type LockHoldingsPage,
  type LockLogPage,
  type LockOrder,
  type LockProduct,
  type PayInCreateRequest,
  type PayInDetail,
  type PayInOpenAnswer,
  type PayInOptions,
  type PayInPage,
  type SimpleAccountGroup,
  type TransferAnswer,
  type TransferRequest,
  type WalletInfo,
  type WithdrawalRow,
  LOCK_LIST_LIMIT,
} from '@exchange/shared';
import {
  type UidLookupAnswer,
  type UidTransferAnswer,
  type UidTransferListPage,
  type UidTransferRequest,
  UID_TRANSFER_PATH,
} from '@exchange/shared/contract/uid-transfer';

/** The assets area's calls (shared/src/contract/assets.ts), all through the one api client. */
export const assetsApi = {
  accounts: (): Promise<AccountGroup[]> => api.get<AccountGroup[]>(ASSETS_PATH.accountList),
  simpleAccounts: (): Promise<SimpleAccountGroup[]> =>
    api.get<SimpleAccountGroup[]>(ASSETS_PATH.accountList, { is_simple: 1 }),
  payInOpen: (): Promise<boolean> =>
    api.get<PayInOpenAnswer>(ASSETS_PATH.payInOpen).then((answer) => answer.open),
  payInOptions: (): Promise<PayInOptions> => api.get<PayInOptions>(ASSETS_PATH.payInOptions),
  payInCreate: (request: PayInCreateRequest): Promise<PayInDetail> =>
    api.post<PayInDetail>(ASSETS_PATH.payInCreate, request),
  payInList: (page: number): Promise<PayInPage> =>
    api.get<PayInPage>(ASSETS_PATH.payInList, { page }),
  payInDetail: (id: number): Promise<PayInDetail> =>
    api.get<PayInDetail>(ASSETS_PATH.payInDetail, { id }),
  wallet: (currencyId: number): Promise<WalletInfo> =>
    api.get<WalletInfo>(ASSETS_PATH.wallet, { currency_id: currencyId }),
  createPayOrder: (request: CreatePayOrderRequest): Promise<DepositRequestRow> =>
    api.post<DepositRequestRow>(ASSETS_PATH.createPayOrder, request),
  draw: (request: DrawRequest): Promise<WithdrawalRow> =>
    api.post<WithdrawalRow>(ASSETS_PATH.draw, request),
  transfer: (request: TransferRequest): Promise<TransferAnswer> =>
    api.post<TransferAnswer>(ASSETS_PATH.transfer, request),
  accountLog: (
    code: AccountTypeCode,
    page: number,
    currencyId: number | null,
  ): Promise<AccountTypeLogPage> =>
    api.get<AccountTypeLogPage>(
      ASSETS_PATH.accountLog[code],
      currencyId === null ? { page } : { page, currency_id: currencyId },
    ),
  lockList: (): Promise<LockProduct[]> =>
    api.get<LockProduct[]>(ASSETS_PATH.lockList, { limit: LOCK_LIST_LIMIT }),
  submitLock: (id: number, nonce: string): Promise<LockOrder> =>
    api.post<LockOrder>(ASSETS_PATH.submitLock, { id, nonce }),
  lockLog: (page: number): Promise<LockLogPage> =>
    api.get<LockLogPage>(ASSETS_PATH.lockLog, { page }),
  lockHoldings: (page: number): Promise<LockHoldingsPage> =>
    api.get<LockHoldingsPage>(ASSETS_PATH.lockHoldings, { page }),
  drawLimit: (): Promise<DrawLimit> => api.get<DrawLimit>(ASSETS_PATH.drawLimit),
  addressBook: (filter: AddressBookRequest = {}): Promise<AddressBookEntry[]> =>
    api.get<AddressBookEntry[]>(ASSETS_PATH.addressBook, filter),
  deleteAddress: (id: number): Promise<unknown> => api.post(ASSETS_PATH.addressBookDelete, { id }),
  /** The recipient's masked account; a refusal is shown inline by the caller (not toasted). */
  uidLookup: (uid: string): Promise<UidLookupAnswer> =>
    api.get<UidLookupAnswer>(UID_TRANSFER_PATH.lookup, { uid }, { silentError: true }),
  uidTransfer: (request: UidTransferRequest): Promise<UidTransferAnswer> =>
    api.post<UidTransferAnswer>(UID_TRANSFER_PATH.transfer, request),
  uidTransfers: (page: number): Promise<UidTransferListPage> =>
    api.get<UidTransferListPage>(UID_TRANSFER_PATH.list, { page }),
  /**
   * The address service answers `{ code, message }` without the envelope's `msg`: through the
   * one client a code 1 resolves and a refusal rejects (the screen says what failed).
   */
  /** A refusal (a wait, no deliverable channel, …) is toasted with the server's reason. */
  sendBindCode: (userId: number): Promise<unknown> =>
    api.post(
      ADDRESS_SERVICE_BASE + ADDRESS_SERVICE_PATH.sendCode,
      { user_id: userId },
      { silentSuccess: true },
    ),
  /** Adds to the address book; a refusal (wrong chain, wrong code, …) says why. */
  bindAddress: (form: { data: string; sign: string }): Promise<unknown> =>
    api.post(ADDRESS_SERVICE_BASE + ADDRESS_SERVICE_PATH.bind, form, { silentSuccess: true }),
};

/** A fresh purchase nonce (letters, digits, - and _; ≤ 64): a retried buy is not charged twice. */
export const newNonce = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
