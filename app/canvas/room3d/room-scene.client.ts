import * as THREE from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Place3D } from '../../../domain/canvas/board';
import { boxFor, buildRoom, centreOf, disposeTree, floorPointAt, m, pickPiece, sameSize, walkStep, type WallMesh } from './room-meshes.client';
import { SceneLoading } from './scene-loading';
import { againstWall, nudgedPose, type PieceView, type RoomView, turnedPose } from './room-view';

/**
 * The board's room in three.js (issue 23): the floor, the walls with their doors
 * and windows, and every product's own model at its pose. Two cameras: orbit
 * (the walls nearest the camera are cut away, like a doll's house) and an
 * eye-level walk (keys or drag to look). Clicking a piece selects it; a piece
 * the user may move is dragged on the floor (or along its wall) and turned, and
 * the scene reports the new pose once, when the drag ends. Renders on demand.
 *
 * Room coordinates are centimetres seen from above (x right, y down the plan);
 * three.js works in metres with Y up: X = x / 100, Z = y / 100. A model's front
 * faces +Z, so rotation 0 faces down the plan; rotation is clockwise from above.
 */

export type CameraMode = 'orbit' | 'walk';

export interface SceneEvents {
  onSelect(id: string | null): void;
  onMove(id: string, place: Place3D): void;
  /** The first frame with every model loaded (or failed): the time since the scene was made. */
  /** The first frame with every model in it: how long it took from the scene's start, and what the frames before it cost to draw. */
  onReady?(stats: { ms: number; loaded: number; failed: number; frames: number; drawMs: number; triangles: number }): void;
}

const EYE = 1.6;
/** An arrow key moves a piece this far (Shift: 1 cm). */
export const NUDGE_CM = 10;
const radians = (deg: number) => (deg * Math.PI) / 180;

interface Piece {
  view: PieceView;
  root: THREE.Group;
  url: string | null;
}

export class RoomScene {
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera: THREE.PerspectiveCamera;
  private readonly controls: OrbitControls;
  private readonly loader = new GLTFLoader();
  private readonly models = new Map<string, Promise<THREE.Group | null>>();
  private readonly pieces = new Map<string, Piece>();
  private roomGroup = new THREE.Group();
  private walls: WallMesh[] = [];
  private room: RoomView | null = null;
  private mode: CameraMode = 'orbit';
  private selected: string | null = null;
  private outline: THREE.BoxHelper | null = null;
  private dirty = true;
  private readonly loading = new SceneLoading();
  private drag: { id: string; offset: THREE.Vector3; moved: boolean; pointerId: number } | null = null;
  private keys = new Set<string>();
  private look: { x: number; y: number; yaw: number; pitch: number } | null = null;
  private yaw = 0;
  private pitch = 0;
  private readonly resizeObserver: ResizeObserver;

  constructor(private readonly container: HTMLElement, private readonly events: SceneEvents) {
    this.renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: false });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.outputColorSpace = THREE.SRGBColorSpace;
    this.renderer.shadowMap.enabled = false;
    container.appendChild(this.renderer.domElement);
    this.renderer.domElement.tabIndex = 0;
    this.renderer.domElement.setAttribute('aria-label', 'The room in 3D: drag to look around, scroll to zoom, click a piece to see it');
    this.camera = new THREE.PerspectiveCamera(50, 1, 0.05, 200);
    this.scene.background = new THREE.Color('#eeebe6');
    this.scene.add(new THREE.HemisphereLight('#ffffff', '#b9b2a6', 1.6));
    const sun = new THREE.DirectionalLight('#fff6e8', 1.4);
    sun.position.set(4, 8, 6);
    this.scene.add(sun, this.roomGroup);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.maxPolarAngle = Math.PI / 2 - 0.05;
    this.controls.minDistance = 1;
    this.controls.maxDistance = 40;
    this.controls.addEventListener('change', () => this.invalidate());
    const canvas = this.renderer.domElement;
    canvas.addEventListener('pointerdown', this.pointerDown);
    canvas.addEventListener('pointermove', this.pointerMove);
    canvas.addEventListener('pointerup', this.pointerUp);
    canvas.addEventListener('pointercancel', this.pointerUp);
    canvas.addEventListener('keydown', this.keyDown);
    canvas.addEventListener('keyup', this.keyUp);
    canvas.addEventListener('blur', () => this.keys.clear());
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.resize();
    this.renderer.setAnimationLoop(this.tick);
  }

  setRoom(room: RoomView) {
    const first = this.room === null;
    this.room = room;
    this.scene.remove(this.roomGroup);
    disposeTree(this.roomGroup);
    const built = buildRoom(room);
    this.roomGroup = built.group;
    this.walls = built.walls;
    this.scene.add(this.roomGroup);
    if (first) this.frame();
    this.invalidate();
  }

  /** The pieces on the board: added, removed or moved to their poses (an open drag keeps its piece where the pointer is). */
  setPieces(views: readonly PieceView[]) {
    const seen = new Set<string>();
    for (const view of views) {
      seen.add(view.id);
      let piece = this.pieces.get(view.id);
      if (!piece || piece.url !== view.modelUrl || !sameSize(piece.view, view)) {
        if (piece) this.removePiece(view.id);
        piece = { view, root: new THREE.Group(), url: view.modelUrl };
        piece.root.name = view.id;
        piece.root.userData.pieceId = view.id;
        this.pieces.set(view.id, piece);
        this.scene.add(piece.root);
        this.fill(piece);
      }
      piece.view = view;
      if (this.drag?.id !== view.id) this.pose(piece);
    }
    for (const id of [...this.pieces.keys()]) if (!seen.has(id)) this.removePiece(id);
    if (this.selected && !this.pieces.has(this.selected)) this.select(null);
    this.updateOutline();
    this.maybeReady();
    this.invalidate();
  }

  select(id: string | null) {
    this.selected = id && this.pieces.has(id) ? id : null;
    this.updateOutline();
    this.invalidate();
  }

  setMode(mode: CameraMode) {
    if (mode === this.mode) return;
    this.mode = mode;
    this.controls.enabled = mode === 'orbit';
    if (mode === 'walk' && this.room) {
      const c = centreOf(this.room);
      this.camera.position.set(m(c.x), EYE, m(c.y + Math.min(150, this.room.depth / 3)));
      this.yaw = 0;
      this.pitch = -0.12;
      this.applyLook();
    } else this.frame();
    this.invalidate();
  }

  /** Turn the selected piece (if it may move) by `degrees`, clockwise from above (`turnedPose`). */
  rotateSelected(degrees: number) {
    const piece = this.movableSelected();
    const pose = piece && turnedPose(piece.view.pose, degrees);
    if (piece && pose) this.events.onMove(piece.view.id, pose);
  }

  /** Move the selected piece (if it may move) with the arrow keys, `step` cm a press (`nudgedPose`). */
  nudgeSelected(key: string, step: number) {
    const piece = this.movableSelected();
    const pose = piece && nudgedPose(piece.view.pose, key, step, this.room?.walls ?? []);
    if (piece && pose) this.events.onMove(piece.view.id, pose);
  }

  private movableSelected(): Piece | null {
    const piece = this.selected ? this.pieces.get(this.selected) : undefined;
    return piece?.view.movable ? piece : null;
  }

  /** Where the camera is and looks (metres), for a render from this viewpoint. */
  viewpoint() {
    // Walking, the camera looks along its own direction (the orbit's target stays where it was).
    const target = this.mode === 'walk' ? this.camera.position.clone().add(this.camera.getWorldDirection(new THREE.Vector3()).multiplyScalar(2)) : this.controls.target;
    return { position: this.camera.position.toArray(), target: target.toArray(), fov: this.camera.fov };
  }

  /** Put the camera at a saved view (metres): eye, target and field of view; the camera orbits from there. */
  goTo(view: { position: readonly number[]; target: readonly number[]; fov: number }) {
    this.mode = 'orbit';
    this.controls.enabled = true;
    this.controls.target.set(view.target[0] ?? 0, view.target[1] ?? 0, view.target[2] ?? 0);
    this.camera.position.set(view.position[0] ?? 0, view.position[1] ?? 0, view.position[2] ?? 0);
    this.camera.fov = view.fov;
    this.camera.updateProjectionMatrix();
    this.camera.lookAt(this.controls.target);
    this.controls.update();
    this.invalidate();
  }

  dispose() {
    this.renderer.setAnimationLoop(null);
    this.resizeObserver.disconnect();
    this.controls.dispose();
    disposeTree(this.scene);
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  private invalidate() {
    this.dirty = true;
  }

  private tick = () => {
    if (this.mode === 'walk' && this.keys.size) this.walk();
    if (!this.dirty || !this.loading.mayDraw()) return;
    this.dirty = false;
    if (this.mode === 'orbit') this.cutAway();
    else for (const w of this.walls) w.mesh.visible = true;
    this.outline?.update();
    this.renderer.render(this.scene, this.camera);
    this.loading.drawn(this.renderer.info.render.triangles);
  };

  /** Orbit: hide the walls between the camera and the room, so the room stays in view. */
  private cutAway() {
    for (const w of this.walls) w.mesh.visible = this.camera.position.clone().sub(w.mid).dot(w.normal) < 0.2;
  }

  private frame() {
    if (!this.room) return;
    const c = centreOf(this.room);
    const span = Math.max(this.room.width, this.room.depth) / 100;
    this.controls.target.set(m(c.x), 0.6, m(c.y));
    this.camera.position.set(m(c.x) + span * 0.35, span * 0.95 + 1.2, m(c.y) + span * 1.05);
    this.camera.lookAt(this.controls.target);
    this.controls.update();
  }

  private resize() {
    const { clientWidth: w, clientHeight: h } = this.container;
    if (!w || !h) return;
    this.renderer.setSize(w, h, false);
    this.renderer.domElement.style.width = '100%';
    this.renderer.domElement.style.height = '100%';
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.invalidate();
  }

  private fill(piece: Piece) {
    const { view } = piece;
    if (!view.modelUrl) {
      piece.root.add(boxFor(view));
      return;
    }
    this.loading.pending++;
    this.model(view.modelUrl).then((model) => {
      this.loading.pending--;
      if (this.pieces.get(view.id) !== piece) return;
      if (model) {
        this.loading.loaded++;
        piece.root.add(model.clone(true));
      } else {
        this.loading.failed++;
        piece.root.add(boxFor(view));
      }
      this.updateOutline();
      this.maybeReady();
      this.invalidate();
    });
  }

  private model(url: string): Promise<THREE.Group | null> {
    let found = this.models.get(url);
    if (!found) {
      found = this.loader.loadAsync(url).then(
        (gltf) => gltf.scene,
        () => null,
      );
      this.models.set(url, found);
    }
    return found;
  }

  private maybeReady() {
    if (this.loading.told || this.loading.pending > 0 || !this.room) return;
    this.loading.told = true;
    // The frame with every model in it is drawn on the next tick.
    this.invalidate();
    requestAnimationFrame(() => requestAnimationFrame(() => this.events.onReady?.(this.loading.stats())));
  }

  private pose(piece: Piece) {
    const p = piece.view.pose;
    piece.root.position.set(m(p.x), m(p.elevation), m(p.y));
    piece.root.rotation.set(0, -radians(p.rotation), 0);
  }

  private removePiece(id: string) {
    const piece = this.pieces.get(id);
    if (!piece) return;
    this.scene.remove(piece.root);
    this.pieces.delete(id);
  }

  private updateOutline() {
    if (this.outline) {
      this.scene.remove(this.outline);
      this.outline.dispose();
      this.outline = null;
    }
    const piece = this.selected ? this.pieces.get(this.selected) : null;
    if (!piece) return;
    this.outline = new THREE.BoxHelper(piece.root, '#b86e4a');
    this.scene.add(this.outline);
  }

  private pointerDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    const id = pickPiece(this.camera, this.renderer.domElement, e, [...this.pieces.values()].map((p) => p.root));
    if (id !== this.selected) {
      this.select(id);
      this.events.onSelect(id);
    }
    const piece = id ? this.pieces.get(id) : null;
    if (piece?.view.movable) {
      const at = floorPointAt(this.camera, this.renderer.domElement, e, m(piece.view.pose.elevation));
      if (at) {
        this.drag = { id: piece.view.id, offset: piece.root.position.clone().sub(at), moved: false, pointerId: e.pointerId };
        this.controls.enabled = false;
        this.renderer.domElement.setPointerCapture(e.pointerId);
        return;
      }
    }
    if (this.mode === 'walk') this.look = { x: e.clientX, y: e.clientY, yaw: this.yaw, pitch: this.pitch };
  };

  private pointerMove = (e: PointerEvent) => {
    if (this.drag && e.pointerId === this.drag.pointerId) {
      const piece = this.pieces.get(this.drag.id);
      const at = piece ? floorPointAt(this.camera, this.renderer.domElement, e, m(piece.view.pose.elevation)) : null;
      if (!piece || !at) return;
      const next = at.add(this.drag.offset);
      const wall = piece.view.pose.surface === 'wall' && piece.view.pose.wall !== null ? this.room?.walls[piece.view.pose.wall] : undefined;
      if (wall) {
        const on = againstWall(wall, next.x * 100, next.z * 100, piece.view.size.depth);
        next.set(m(on.x), next.y, m(on.y));
      }
      piece.root.position.set(next.x, piece.root.position.y, next.z);
      this.drag.moved = true;
      this.invalidate();
      return;
    }
    if (this.look && this.mode === 'walk') {
      this.yaw = this.look.yaw - (e.clientX - this.look.x) * 0.005;
      this.pitch = Math.max(-1.2, Math.min(1.2, this.look.pitch - (e.clientY - this.look.y) * 0.005));
      this.applyLook();
    }
  };

  private pointerUp = (e: PointerEvent) => {
    this.look = null;
    if (!this.drag || e.pointerId !== this.drag.pointerId) return;
    const { id, moved } = this.drag;
    this.drag = null;
    this.controls.enabled = this.mode === 'orbit';
    const piece = this.pieces.get(id);
    if (!piece || !moved) return;
    const x = Math.round(piece.root.position.x * 1000) / 10;
    const y = Math.round(piece.root.position.z * 1000) / 10;
    this.events.onMove(id, { ...piece.view.pose, x, y });
  };

  private keyDown = (e: KeyboardEvent) => {
    if (this.mode === 'walk' && ['w', 'a', 's', 'd', 'arrowup', 'arrowdown', 'arrowleft', 'arrowright'].includes(e.key.toLowerCase())) {
      this.keys.add(e.key.toLowerCase());
      e.preventDefault();
    } else if (this.mode === 'orbit' && e.key.startsWith('Arrow') && this.selected) {
      this.nudgeSelected(e.key, e.shiftKey ? 1 : NUDGE_CM);
      e.preventDefault();
    } else if ((e.key === 'r' || e.key === 'R') && this.selected) {
      this.rotateSelected(e.shiftKey ? -15 : 15);
      e.preventDefault();
    } else if (e.key === 'Escape' && this.selected) {
      this.select(null);
      this.events.onSelect(null);
    }
  };

  private keyUp = (e: KeyboardEvent) => void this.keys.delete(e.key.toLowerCase());

  private walk() {
    this.yaw = walkStep(this.camera, this.keys, this.yaw, this.room);
    this.applyLook();
  }

  private applyLook() {
    this.camera.position.y = EYE;
    const dir = new THREE.Vector3(-Math.sin(this.yaw) * Math.cos(this.pitch), Math.sin(this.pitch), -Math.cos(this.yaw) * Math.cos(this.pitch));
    this.camera.lookAt(this.camera.position.clone().add(dir));
    this.invalidate();
  }
}
