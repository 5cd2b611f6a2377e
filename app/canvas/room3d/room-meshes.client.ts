import * as THREE from 'three';
import { type PieceView, type RoomView, WALL_THICKNESS_CM } from './room-view';

/**
 * The room's meshes for the 3D scene (room-scene.client.ts): the floor, the walls
 * with their doors and windows cut out, and a box for a piece without a model;
 * and the scene's pointer and walking geometry.
 * Room centimetres in, three.js metres out (X = x / 100, Z = y / 100).
 */
export const m = (cm: number) => cm / 100;

/** A wall's meshes, and what the orbit camera's cut-away needs of it. */
export interface WallMesh {
  mesh: THREE.Group;
  mid: THREE.Vector3;
  normal: THREE.Vector3;
}

export function buildRoom(room: RoomView): { group: THREE.Group; walls: WallMesh[] } {
  const group = new THREE.Group();
  const walls: WallMesh[] = [];
  const shape = new THREE.Shape(room.corners.map((c) => new THREE.Vector2(m(c.x), -m(c.y))));
  const floor = new THREE.Mesh(new THREE.ShapeGeometry(shape), new THREE.MeshStandardMaterial({ color: room.floorColour, roughness: 0.85 }));
  floor.rotation.x = -Math.PI / 2;
  floor.name = 'floor';
  group.add(floor);
  const wallMaterial = new THREE.MeshStandardMaterial({ color: room.wallColour, roughness: 0.95 });
  const frameMaterial = new THREE.MeshStandardMaterial({ color: '#f4f1ea', roughness: 0.6 });
  const glass = new THREE.MeshStandardMaterial({ color: '#bcd3e0', transparent: true, opacity: 0.35, roughness: 0.1 });
  const thickness = m(WALL_THICKNESS_CM);
  for (const wall of room.walls) {
    const meshes = new THREE.Group();
    const add = (from: number, to: number, z0: number, z1: number, material: THREE.Material, depth = thickness) => {
      if (to - from < 0.5 || z1 - z0 < 0.5) return;
      const box = new THREE.Mesh(new THREE.BoxGeometry(m(to - from), m(z1 - z0), depth), material);
      const along = (from + to) / 2;
      box.position.set(m(wall.from.x + wall.dir.x * along + (wall.normal.x * WALL_THICKNESS_CM) / 2), m((z0 + z1) / 2), m(wall.from.y + wall.dir.y * along + (wall.normal.y * WALL_THICKNESS_CM) / 2));
      box.rotation.y = -Math.atan2(wall.dir.y, wall.dir.x);
      meshes.add(box);
    };
    let at = 0;
    for (const o of wall.openings) {
      add(at, o.offset, 0, room.ceiling, wallMaterial);
      add(o.offset, o.offset + o.width, 0, o.sill, wallMaterial);
      add(o.offset, o.offset + o.width, o.sill + o.height, room.ceiling, wallMaterial);
      if (o.kind === 'window') add(o.offset, o.offset + o.width, o.sill, o.sill + o.height, glass, 0.01);
      if (o.kind === 'door') add(o.offset, o.offset + o.width, 0, o.height, frameMaterial, 0.03);
      at = o.offset + o.width;
    }
    add(at, wall.length, 0, room.ceiling, wallMaterial);
    const mid = new THREE.Vector3(m(wall.from.x + (wall.dir.x * wall.length) / 2), m(room.ceiling / 2), m(wall.from.y + (wall.dir.y * wall.length) / 2));
    walls.push({ mesh: meshes, mid, normal: new THREE.Vector3(wall.normal.x, 0, wall.normal.y) });
    group.add(meshes);
  }
  return { group, walls };
}

export const sameSize = (a: PieceView, b: PieceView) => a.size.width === b.size.width && a.size.depth === b.size.depth && a.size.height === b.size.height;

export function centreOf(room: RoomView) {
  const xs = room.corners.map((c) => c.x);
  const ys = room.corners.map((c) => c.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

/** A piece without a model: a translucent box of its size, so it still takes its room. */
export function boxFor(view: PieceView): THREE.Mesh {
  const box = new THREE.Mesh(
    new THREE.BoxGeometry(m(view.size.width), m(view.size.height), m(view.size.depth)),
    new THREE.MeshStandardMaterial({ color: '#c9c2b6', transparent: true, opacity: 0.7 }),
  );
  box.position.y = m(view.size.height) / 2;
  return box;
}

export function disposeTree(root: THREE.Object3D) {
  root.traverse((o) => {
    const mesh = o as THREE.Mesh;
    mesh.geometry?.dispose();
    const material = mesh.material as THREE.Material | THREE.Material[] | undefined;
    if (Array.isArray(material)) material.forEach((x) => x.dispose());
    else material?.dispose();
  });
}

/** The pointer in normalised device coordinates of `canvas`. */
function ndc(canvas: HTMLCanvasElement, e: PointerEvent) {
  const rect = canvas.getBoundingClientRect();
  return new THREE.Vector2(((e.clientX - rect.left) / rect.width) * 2 - 1, -((e.clientY - rect.top) / rect.height) * 2 + 1);
}

/** The piece under the pointer (the id its root group carries), or null. */
export function pickPiece(camera: THREE.Camera, canvas: HTMLCanvasElement, e: PointerEvent, roots: THREE.Object3D[]): string | null {
  const ray = new THREE.Raycaster();
  ray.setFromCamera(ndc(canvas, e), camera);
  for (const hit of ray.intersectObjects(roots, true)) {
    let o: THREE.Object3D | null = hit.object;
    while (o && !o.userData.pieceId) o = o.parent;
    if (o) return o.userData.pieceId as string;
  }
  return null;
}

/** Where the pointer meets the horizontal plane `height` metres above the floor. */
export function floorPointAt(camera: THREE.Camera, canvas: HTMLCanvasElement, e: PointerEvent, height = 0): THREE.Vector3 | null {
  const ray = new THREE.Raycaster();
  ray.setFromCamera(ndc(canvas, e), camera);
  const hit = new THREE.Vector3();
  return ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), -height), hit) ? hit : null;
}

/** One step of the eye-level walk for the keys held (W A S D, arrows), kept inside the room's bounds; the new yaw. */
export function walkStep(camera: THREE.Camera, keys: ReadonlySet<string>, yaw: number, room: RoomView | null): number {
  const forward = new THREE.Vector3(-Math.sin(yaw), 0, -Math.cos(yaw));
  const right = new THREE.Vector3(-forward.z, 0, forward.x);
  const move = new THREE.Vector3();
  if (keys.has('w') || keys.has('arrowup')) move.add(forward);
  if (keys.has('s') || keys.has('arrowdown')) move.sub(forward);
  if (keys.has('d')) move.add(right);
  if (keys.has('a')) move.sub(right);
  if (keys.has('arrowleft')) yaw += 0.03;
  if (keys.has('arrowright')) yaw -= 0.03;
  if (move.lengthSq() > 0) camera.position.add(move.normalize().multiplyScalar(0.04));
  if (room) {
    const xs = room.corners.map((c) => m(c.x));
    const ys = room.corners.map((c) => m(c.y));
    camera.position.x = Math.min(Math.max(camera.position.x, Math.min(...xs) + 0.2), Math.max(...xs) - 0.2);
    camera.position.z = Math.min(Math.max(camera.position.z, Math.min(...ys) + 0.2), Math.max(...ys) - 0.2);
  }
  return yaw;
}
