export { PAGE_SIZE, PAGES_EITHER_SIDE, pageCount, pageOf, pageWindow } from "./page-window";
