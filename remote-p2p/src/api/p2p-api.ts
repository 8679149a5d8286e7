import {
  ACCOUNT_TYPE_ID,
  api,
  ASSETS_PATH,
  type AccountGroup,
  type CallOptions,
} from '@exchange/shared';
import {
  PERSONAL_PATH,
  type ImageUploadAnswer,
  type PayMethod,
  type PayMethodType,
} from '@exchange/shared/contract/personal';
import {
  P2P_PAGE_SIZE,
  P2P_PATH,
  type P2PAd,
  type P2PAdAction,
  type P2PAdRequest,
  type P2PAdsPage,
  type P2PAdUpdate,
  type P2PAgent,
  type P2PConfig,
  type P2PMarketAd,
  type P2PMarketQuery,
  type P2PMe,
  type P2PMerchantStatus,
  type P2PMessage,
  type P2POrderDetail,
  type P2POrderScope,
  type P2POrdersPage,
  type P2PShopAdsPage,
  type P2PTakeRequest,
} from '@exchange/shared/contract/p2p';

/**
 * The area's one client (docs/p2p.md#calls), typed by the contract. Posts toast the server's
 * translated success message unless a screen says it shows its own; refusals are toasted by the
 * shared client unless `silentError` is passed (a form that shows the refusal inline).
 */
export const p2pApi = {
  config: (): Promise<P2PConfig> => api.get<P2PConfig>(P2P_PATH.config),
  ads: (query: P2PMarketQuery, options?: CallOptions): Promise<P2PAdsPage> =>
    api.get<P2PAdsPage>(P2P_PATH.ads, { ...query, limit: P2P_PAGE_SIZE }, options),
  ad: (id: number): Promise<P2PMarketAd> => api.get<P2PMarketAd>(P2P_PATH.ad, { id }),
  me: (): Promise<P2PMe> => api.get<P2PMe>(P2P_PATH.me),

  createOrder: (request: P2PTakeRequest, options?: CallOptions): Promise<P2POrderDetail> =>
    api.post<P2POrderDetail>(P2P_PATH.createOrder, request, options),
  orders: (scope: P2POrderScope, page: number): Promise<P2POrdersPage> =>
    api.get<P2POrdersPage>(P2P_PATH.orders, { scope, page }),
  order: (id: number): Promise<P2POrderDetail> => api.get<P2POrderDetail>(P2P_PATH.order, { id }),
  cancel: (id: number): Promise<P2POrderDetail> =>
    api.post<P2POrderDetail>(P2P_PATH.cancel, { id }),
  markPaid: (id: number, voucher: string): Promise<P2POrderDetail> =>
    api.post<P2POrderDetail>(P2P_PATH.paid, { id, voucher }),
  release: (id: number, payPassword: string, options?: CallOptions): Promise<P2POrderDetail> =>
    api.post<P2POrderDetail>(P2P_PATH.release, { id, pay_password: payPassword }, options),
  delay: (id: number): Promise<P2POrderDetail> => api.post<P2POrderDetail>(P2P_PATH.delay, { id }),
  appeal: (id: number, reason: string, image?: string): Promise<P2POrderDetail> =>
    api.post<P2POrderDetail>(P2P_PATH.appeal, { id, reason, ...(image ? { image } : {}) }),
  messages: (id: number, afterId?: number): Promise<P2PMessage[]> =>
    api.get<P2PMessage[]>(P2P_PATH.messages, { id, ...(afterId ? { after_id: afterId } : {}) }),
  sendMessage: (id: number, text: string): Promise<P2PMessage> =>
    api.post<P2PMessage>(P2P_PATH.sendMessage, { id, text }, { silentSuccess: true }),
  /** An image (voucher, appeal evidence) through the shared upload, checked like identity images. */
  uploadImage: (file: File, onProgress?: (fraction: number) => void): Promise<string> => {
    const form = new FormData();
    form.append('file', file);
    return api
      .upload<ImageUploadAnswer>('common/image_upload', form, {
        silentSuccess: true,
        onUploadProgress: onProgress,
      })
      .then((answer) => answer.url);
  },

  merchant: (): Promise<P2PMerchantStatus> => api.get<P2PMerchantStatus>(P2P_PATH.merchant),
  apply: (name: string, options?: CallOptions): Promise<P2PMerchantStatus> =>
    api.post<P2PMerchantStatus>(P2P_PATH.apply, { name }, options),
  shopAds: (page: number): Promise<P2PShopAdsPage> =>
    api.get<P2PShopAdsPage>(P2P_PATH.shopAds, { page }),
  createAd: (request: P2PAdRequest, options?: CallOptions): Promise<P2PAd> =>
    api.post<P2PAd>(P2P_PATH.createAd, request, options),
  updateAd: (request: P2PAdUpdate, options?: CallOptions): Promise<P2PAd> =>
    api.post<P2PAd>(P2P_PATH.updateAd, request, options),
  adStatus: (id: number, action: P2PAdAction): Promise<P2PAd> =>
    api.post<P2PAd>(P2P_PATH.adStatus, { id, action }),
  shopOrders: (scope: P2POrderScope, page: number): Promise<P2POrdersPage> =>
    api.get<P2POrdersPage>(P2P_PATH.shopOrders, { scope, page }),
  agents: (): Promise<P2PAgent[]> => api.get<P2PAgent[]>(P2P_PATH.agents),
  addAgent: (uid: string, code: string): Promise<P2PAgent[]> =>
    api.post<P2PAgent[]>(P2P_PATH.addAgent, { uid, code }),
  removeAgent: (uid: string): Promise<P2PAgent[]> =>
    api.post<P2PAgent[]>(P2P_PATH.removeAgent, { uid }),
  /** The receiving-method types (alipay, WeChat, bank) the caller may save. */
  payMethodTypes: (): Promise<PayMethodType[]> =>
    api.get<PayMethodType[]>(PERSONAL_PATH.payMethodTypes),
  /** The caller's saved method of one type, null when none is saved. */
  payMethodByType: (type: number): Promise<PayMethod | null> =>
    api.get<PayMethod | null>(PERSONAL_PATH.payMethodByType, { type }),
  /** Available balance of a currency in the caller's legal (fiat) account, where P2P escrow lives. */
  legalBalance: async (currencyId: number): Promise<string> => {
    const groups = await api.get<AccountGroup[]>(ASSETS_PATH.accountList);
    const legal = groups.find((group) => group.id === ACCOUNT_TYPE_ID.legal);
    const account = legal?.accounts.find((item) => item.currency_id === currencyId);
    return account?.balance ?? '0';
  },
};
