export * from './echarts-engine';
export { getInstanceByDom, type EChartsType } from 'echarts/core';
