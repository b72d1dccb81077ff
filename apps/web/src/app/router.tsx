import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGES, type PageRoute } from '@jc/contract';
import { LoginGate } from '../components/LoginGate';
import { dicQuery } from '../lib/dictionary';
import { lazyPage } from '../lib/lazy-page';
import { setNavigator } from '../lib/navigation';
import { entryGuardLoader } from './entry-guard';
import { PageFrame } from './shell/PageFrame';
import { RootLayout } from './shell/RootLayout';
import { TabLayout } from './shell/TabLayout';

// Every page is its own chunk; the route table (paths, titles, nav kind) is the contract's PAGES.
const AdvertPage = lazyPage(() => import('../features/advert/pages/AdvertPage'));
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage'));
const HomePage = lazyPage(() => import('../features/home/pages/HomePage'));
const MyPage = lazyPage(() => import('../features/my/pages/MyPage'));
const NotFoundPage = lazyPage(() => import('./routes/NotFoundPage'));
// Points shop, addresses and the payment password (issue 4): every page needs a login.
const ShopIndexPage = lazyPage(() => import('../features/shop/pages/ShopIndexPage'));
const ShopSearchPage = lazyPage(() => import('../features/shop/pages/SearchPage'));
const GoodsDetailPage = lazyPage(() => import('../features/shop/pages/GoodsDetailPage'));
const CartPage = lazyPage(() => import('../features/shop/pages/CartPage'));
const SubmitOrderPage = lazyPage(() => import('../features/shop/pages/SubmitOrderPage'));
const OrderListPage = lazyPage(() => import('../features/shop/pages/OrderListPage'));
const OrderDetailPage = lazyPage(() => import('../features/shop/pages/OrderDetailPage'));
const IntegrationIndexPage = lazyPage(() => import('../features/shop/pages/IntegrationIndexPage'));
const IntegrationListPage = lazyPage(() => import('../features/shop/pages/IntegrationListPage'));
const ShoppingTopPage = lazyPage(() => import('../features/shop/pages/ShoppingTopPage'));
const AddressListPage = lazyPage(() => import('../features/address/pages/AddressListPage'));
const ChangeAddressPage = lazyPage(() => import('../features/address/pages/ChangeAddressPage'));
const PayPasswordPage = lazyPage(() => import('../features/paypwd/pages/PayPasswordPage'));
// Textbook learning (issue 3).
const BookDetailPage = lazyPage(() => import('../features/book/pages/BookDetailPage'));
const MusicPlayerPage = lazyPage(() => import('../features/book/pages/MusicPlayerPage'));
const MusicEmptyPage = lazyPage(() => import('../features/book/pages/MusicEmptyPage'));
const BookSearchPage = lazyPage(() => import('../features/book/pages/BookSearchPage'));
// Daily reading (晨读晚听, 读写, 知识点), in the book feature for its audio and video players.
const ReadingListeningPage = lazyPage(() => import('../features/book/pages/ReadingListeningPage'));
const ChenduPage = lazyPage(() => import('../features/book/pages/ChenduPage'));
const ReadWritePage = lazyPage(() => import('../features/book/pages/ReadWritePage'));
const KnowledgePage = lazyPage(() => import('../features/book/pages/KnowledgePage'));
// Sample books, resource downloads and offline listening (issue 3).
const SampleBookPage = lazyPage(() => import('../features/downloads/pages/SampleBookPage'));
const SampleBookInfoPage = lazyPage(() => import('../features/downloads/pages/SampleBookInfoPage'));
const ResourcesDownloadPage = lazyPage(() => import('../features/downloads/pages/ResourcesDownloadPage'));
const ListeningDownloadPage = lazyPage(() => import('../features/downloads/pages/ListeningDownloadPage'));
// Reading documents (issue 3): PDFs, e-books, web pages; answers behind the answer password (login).
const PdfViewPage = lazyPage(() => import('../features/reader/pages/PdfViewPage'));
const ChooseSubjectPdfPage = lazyPage(() => import('../features/reader/pages/ChooseSubjectPdfPage'));
const BookIndexPage = lazyPage(() => import('../features/reader/pages/BookIndexPage'));
const WebViewPage = lazyPage(() => import('../features/reader/pages/WebViewPage'));
const SearchAnswerPage = lazyPage(() => import('../features/answer/pages/SearchAnswerPage'));
const AnswerPage = lazyPage(() => import('../features/answer/pages/AnswerPage'));
// Scanning (QR codes and book barcodes); the decoder loads with this page only.
const ScanPage = lazyPage(() => import('../features/scan/pages/ScanPage'));

function page(route: PageRoute, Page: ComponentType, options: { auth?: boolean } = {}): RouteObject {
  return {
    path: route.path,
    element: (
      <PageFrame route={route}>
        {options.auth ? (
          <LoginGate>
            <Page />
          </LoginGate>
        ) : (
          <Page />
        )}
      </PageFrame>
    ),
  };
}

const auth = { auth: true };

/**
 * Starts home's dictionary queries as the navigation begins instead of once its chunk has loaded and
 * rendered: the banner (the largest picture of the first screen) and the subject tabs wait for them.
 * Never awaited: nothing waits for them but the parts that need them.
 */
function prefetchHome(queryClient: QueryClient) {
  return () => {
    for (const group of ['mainbanner', 'subject', 'mainBuoy'] as const) {
      // Silent: if it fails, the page's own query tries again on mount and says so once.
      void queryClient.prefetchQuery(dicQuery(group, { silent: true }));
    }
    return null;
  };
}

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    id: 'root',
    element: <RootLayout />,
    loader: entryGuardLoader,
    // The entry guard must see every navigation, not only the first one.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      page(PAGES.adPage, AdvertPage),
      page(PAGES.adPageFull, AdvertPage),
      page(PAGES.accountLogin, LoginPage),
      page(PAGES.shoppingIndex, ShopIndexPage, auth),
      page(PAGES.shoppingSearch, ShopSearchPage, auth),
      page(PAGES.shoppingDetail, GoodsDetailPage, auth),
      page(PAGES.shoppingCar, CartPage, auth),
      page(PAGES.shoppingSubmitOrder, SubmitOrderPage, auth),
      page(PAGES.shoppingOrderList, OrderListPage, auth),
      page(PAGES.shoppingOrderDetails, OrderDetailPage, auth),
      page(PAGES.integrationIndex, IntegrationIndexPage, auth),
      page(PAGES.integrationList, IntegrationListPage, auth),
      page(PAGES.shoppingTop, ShoppingTopPage, auth),
      page(PAGES.addressList, AddressListPage, auth),
      page(PAGES.changeAddress, ChangeAddressPage, auth),
      page(PAGES.zhifuPwd, PayPasswordPage, auth),
      page(PAGES.bookDetails, BookDetailPage),
      page(PAGES.musicPlayer, MusicPlayerPage),
      page(PAGES.musicEmpty, MusicEmptyPage),
      page(PAGES.bookSearch, BookSearchPage),
      page(PAGES.readingListening, ReadingListeningPage),
      page(PAGES.chendu, ChenduPage),
      page(PAGES.readWrite, ReadWritePage),
      page(PAGES.knowledge, KnowledgePage),
      page(PAGES.sampleBook, SampleBookPage),
      page(PAGES.sampleBookInfo, SampleBookInfoPage),
      page(PAGES.resourcesDownload, ResourcesDownloadPage),
      page(PAGES.listeningDownload, ListeningDownloadPage),
      page(PAGES.pdfView, PdfViewPage),
      page(PAGES.chooseSubjectPdf, ChooseSubjectPdfPage),
      page(PAGES.bookIndex, BookIndexPage),
      page(PAGES.webView, WebViewPage),
      page(PAGES.searchAnswer, SearchAnswerPage, auth),
      page(PAGES.answer, AnswerPage, auth),
      page(PAGES.camera, ScanPage),
      {
        element: <TabLayout />,
        children: [
          { ...page(PAGES.home, HomePage), loader: prefetchHome(queryClient) },
          page(PAGES.my, MyPage),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes(queryClient), { basename: '/' });
  // Code outside React (the API client's code-120 redirect) navigates through the router.
  setNavigator((to, options) => void router.navigate(to, { replace: options?.replace }));
  return router;
}
