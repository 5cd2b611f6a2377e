import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Dimensions } from '../../../domain/catalogue/goods';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;
    }
  }
}

/** The product's size in inches and centimetres ("W 64 in (163 cm) × D 37 in (94 cm) × H 32 in (81 cm)"). */
export function dimensionsInBothUnits(d: Dimensions): string {
  const side = (label: string, value: number) => {
    const inches = d.unit === 'in' ? value : value / 2.54;
    const cm = d.unit === 'cm' ? value : value * 2.54;
    return `${label} ${Math.round(inches * 10) / 10} in (${Math.round(cm)} cm)`;
  };
  return [side('W', d.width), side('D', d.depth), side('H', d.height)].join(' × ');
}

export type ViewerState = 'loading' | 'loaded' | 'failed';

/**
 * A product's 3D model in the browser (issue 22): orbit and zoom with the mouse,
 * a finger or the keyboard, its size in inches and centimetres over it. The
 * viewer's script (@google/model-viewer, with three.js) is its own chunk, loaded
 * only when a viewer is shown; `ar` adds the hand-off to the device's AR
 * (WebXR, Scene Viewer, or Quick Look with a USDZ the viewer makes from the model).
 */
export function ModelViewer({ src, alt, dimensions, ar = false, poster, children, onState }: {
  src: string;
  alt: string;
  dimensions: Dimensions | null;
  ar?: boolean;
  poster?: string;
  children?: ReactNode;
  onState?: (state: ViewerState, element: HTMLElement | null) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<ViewerState>('loading');
  useEffect(() => {
    let live = true;
    const element = ref.current;
    const tell = (next: ViewerState) => {
      if (!live) return;
      setState(next);
      onState?.(next, element);
    };
    const loaded = () => tell('loaded');
    const failed = () => tell('failed');
    element?.addEventListener('load', loaded);
    element?.addEventListener('error', failed);
    import('@google/model-viewer').catch(failed);
    return () => {
      live = false;
      element?.removeEventListener('load', loaded);
      element?.removeEventListener('error', failed);
    };
    // The element and its source are fixed for this viewer's life (a new product mounts a new viewer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const arAttributes = ar ? { ar: '', 'ar-modes': 'webxr scene-viewer quick-look', 'ar-scale': 'fixed' } : {};
  return (
    <div className="model-viewer" data-state={state}>
      <model-viewer
        ref={ref}
        src={src}
        alt={alt}
        poster={poster}
        camera-controls=""
        touch-action="pan-y"
        shadow-intensity="1"
        exposure="1"
        interaction-prompt="auto"
        {...arAttributes}
        class="model-viewer__canvas"
      >
        {children}
      </model-viewer>
      {dimensions ? <p className="model-viewer__size">{dimensionsInBothUnits(dimensions)}</p> : null}
      {state === 'failed' ? (
        <p className="model-viewer__failed" role="alert">
          The 3D view could not be shown in this browser; the pictures show the product from three sides.
        </p>
      ) : null}
    </div>
  );
}
