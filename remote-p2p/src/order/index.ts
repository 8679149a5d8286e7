// The order screens /legalIndex and /myshop share (docs/p2p.md): the list is light and on the
// first screen of "my orders"; the order page is behind lazy(), downloaded when one opens.
export { OrderListPanel, type OrderListPanelProps } from './order-list-panel';
export { OrderDetailView, type OrderDetailViewProps } from './order-detail-lazy';
