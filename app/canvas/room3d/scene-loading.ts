/** While models are still loading, at most one frame this often (ms). */
export const LOADING_FRAME_MS = 1000;

/**
 * The 3D scene's loading bookkeeping (issue 23): the models under way, when a
 * frame may be drawn while they arrive, and what the frames before the first
 * full one cost (the page reports it; the room3d bench reads it).
 */
export class SceneLoading {
  readonly started = performance.now();
  pending = 0;
  loaded = 0;
  failed = 0;
  told = false;
  private frames = 0;
  private drawMs = 0;
  private triangles = 0;
  private lastFrame = -Infinity;

  /**
   * Whether to draw now. While models arrive: the empty room at once, then a
   * frame every LOADING_FRAME_MS — without a GPU a frame of the room takes a few
   * hundred milliseconds to draw and read back, which holds up the models still to come.
   */
  mayDraw(): boolean {
    const now = performance.now();
    if (this.pending > 0 && now - this.lastFrame < LOADING_FRAME_MS) return false;
    this.lastFrame = now;
    return true;
  }

  drawn(triangles: number) {
    this.frames++;
    this.drawMs += performance.now() - this.lastFrame;
    this.triangles = triangles;
  }

  stats() {
    return { ms: performance.now() - this.started, loaded: this.loaded, failed: this.failed, frames: this.frames, drawMs: this.drawMs, triangles: this.triangles };
  }
}
