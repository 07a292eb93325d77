import { RouterProvider, type DataRouter } from 'react-router';
import { ToastStack } from '../ui/ToastStack';
import { NarrowScreenBlock } from './NarrowScreenBlock';

export function App({ router }: { router: DataRouter }) {
  return (
    <>
      {/* Hidden with CSS rather than unmounted, so resizing never throws away what an agent typed. */}
      <div className="h-full min-[1024px]:hidden">
        <NarrowScreenBlock />
      </div>
      <div className="h-full max-[1023.98px]:hidden">
        <RouterProvider router={router} />
      </div>
      <ToastStack />
    </>
  );
}
