// @exchange/shared/trading: the trading widgets (kline and depth charts, order book, recent
// trades, pair list) and the live market feed behind them. Only trading screens load it.
export * from './chart-engine';
export * from './depth-chart/depth-chart';
export * from './depth-chart/depth-curve';
export * from './kline-chart/chart-time';
export * from './kline-chart/kline-chart';
export * from './kline-chart/kline-feed';
export * from './kline-chart/kline-math';
export * from './kline-chart/kline-option';
export * from './kline-chart/kline-series';
export * from './kline-chart/kline-source';
export * from './kline-chart/market-header';
export * from './kline-chart/pair-chart';
export * from './kline-chart/price-lines';
export * from './kline-chart/use-chart-instance';
export * from './load-echarts';
export * from './market-feed/depth-seq';
export * from './market-feed/market-feed';
export * from './market-feed/merge-trades';
export * from './order-book/depth-grouping';
export * from './order-book/order-book';
export * from './pair-list/favourites';
export * from './pair-list/pair-filter';
export * from './pair-list/pair-list';
export * from './pair-list/page-memory';
export * from './recent-trades/recent-trades';
