/**
 * Lamps: a floor lamp (straight, arc, tripod), a table lamp (gourd or stem
 * base) and a pendant (dome, globe, chandelier) hanging from its canopy at the
 * ceiling (y = height). Shades are open fabric drums lit a little from inside.
 */
import { cylinder, ellipsoid, lathe, tube, type Vec3 } from '../mesh';
import type { Parts } from '../model';
import type { PbrMaterial } from '../finish';
import { clamp, type Builder } from './common';

/** An open fabric drum from y0 to y1, the top `taper` of the bottom's radius: two walls, no ends. */
function drumShade(p: Parts, mat: PbrMaterial, W: number, D: number, y0: number, y1: number, taper: number, cx = 0) {
  p.add('shade', mat, (m) => lathe(m, [[1, y0], [taper, y1], [taper * 0.985, y1], [0.985, y0], [1, y0]], { cx, sx: W / 2, sz: D / 2, segments: 36, creaseDeg: 30 }));
}

/** A dome shade (a hemisphere-like shell) whose rim is at y0 and top at y1. */
function domeShade(p: Parts, mat: PbrMaterial, rx: number, rz: number, y0: number, y1: number, cx = 0) {
  const outer: [number, number][] = [];
  const n = 10;
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * (Math.PI / 2);
    outer.push([Math.max(0.12, Math.cos(a)), y0 + (y1 - y0) * Math.sin(a)]);
  }
  const inner = outer.map(([r, y]) => [r * 0.97, y0 + (y - y0) * 0.97] as [number, number]).reverse();
  const innerTop = inner[0][1];
  p.add('shade', mat, (m) => lathe(m, [...outer, [0, y1], [0, innerTop], ...inner, [1, y0]], { cx, sx: rx, sz: rz, segments: 36, creaseDeg: 50 }));
}

function bulb(p: Parts, mat: PbrMaterial, c: Vec3, r: number) {
  p.add('bulb', mat, (m) => ellipsoid(m, c, [r, r * 1.2, r], 12, 8));
}

export const floorLamp: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const metal = f.materialName === 'Linen' || f.materialName === 'Ceramic' ? f.metal : f.main;
  const pole = 0.011;
  if (s.variant === 'arc') {
    const br = Math.min(D / 2, 0.3 * W, 0.2);
    const xb = -W / 2 + br;
    const sr = clamp(Math.min(W * 0.22, D / 2), 0.05, 0.25);
    const xs = W / 2 - sr;
    const baseTop = 0.04;
    p.add('base', metal, (m) => lathe(m, [[0, 0], [1, 0], [1, baseTop * 0.6], [0.9, baseTop], [0, baseTop]], { cx: xb, sx: br, sz: D / 2, segments: 36 }));
    const tr = 0.012;
    const y1 = 0.45 * H;
    const b = H - tr - y1;
    const te = Math.PI / 2 - 0.6;
    const a = (xs - xb) / (1 + Math.cos(te));
    const cx = xb + a;
    const pts: Vec3[] = [[xb, baseTop - 0.005, 0]];
    const steps = 28;
    for (let i = 0; i <= steps; i++) {
      const t = Math.PI - ((Math.PI - te) * i) / steps;
      pts.push([cx + a * Math.cos(t), y1 + b * Math.sin(t), 0]);
    }
    p.add('arc', metal, (m) => tube(m, pts, tr, 10));
    const end = pts[pts.length - 1];
    const shadeTop = end[1] - 0.06;
    const sh = Math.min(sr * 0.8, shadeTop - baseTop - 0.2);
    p.add('stem', metal, (m) => cylinder(m, xs, 0, shadeTop - 0.01, end[1] + 0.002, 0.008, 0.008, 10));
    domeShade(p, metal, sr, sr, shadeTop - sh, shadeTop, xs);
    bulb(p, f.bulb, [xs, shadeTop - sh * 0.75, 0], Math.min(0.03, sr * 0.3));
    return;
  }
  const shH = clamp(0.22 * H, 0.18, 0.42);
  const shade0 = H - shH;
  if (s.variant === 'tripod') {
    const hub = H * 0.5;
    const tr = 0.012;
    [0, 1, 2].forEach((i) => {
      const ang = Math.PI / 2 + (i * 2 * Math.PI) / 3;
      const foot: Vec3 = [Math.cos(ang) * (W / 2 - tr) * 0.95, tr, -Math.sin(ang) * (D / 2 - tr) * 0.95];
      p.add(`leg ${i + 1}`, f.materialName === 'Brass' || f.materialName === 'Iron' ? f.main : f.wood, (m) => {
        tube(m, [foot, [0, hub, 0]], tr, 8);
        cylinder(m, foot[0], foot[2], 0, tr * 1.2, tr, tr, 8);
      });
    });
    p.add('pole', metal, (m) => cylinder(m, 0, 0, hub - 0.02, shade0 + shH * 0.6, pole, pole, 10));
  } else {
    const br = Math.min(W, D) * 0.32;
    p.add('base', metal, (m) => lathe(m, [[0, 0], [1, 0], [1, 0.012], [0.8, 0.03], [0, 0.03]], { sx: br, sz: br, segments: 32 }));
    p.add('pole', metal, (m) => cylinder(m, 0, 0, 0.029, shade0 + shH * 0.6, pole, pole, 10));
  }
  bulb(p, f.bulb, [0, shade0 + shH * 0.6 + 0.03, 0], 0.03);
  drumShade(p, f.shadeFabric, W, D, shade0, H, 0.85);
};

export const tableLamp: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const shH = 0.42 * H;
  const shade0 = H - shH;
  const fitting = f.materialName === 'Brass' ? f.main : f.metal;
  if (s.variant === 'gourd') {
    const rb = Math.min(W, D) * 0.3;
    const bh = 0.5 * H;
    p.add('body', f.main, (m) => lathe(m, [[0, 0], [0.55, 0], [0.6, 0.04 * bh], [0.92, 0.25 * bh], [1, 0.45 * bh], [0.85, 0.7 * bh], [0.45, 0.9 * bh], [0.32, bh], [0, bh]], { sx: rb, sz: rb, segments: 32, creaseDeg: 60 }));
    p.add('socket', fitting, (m) => cylinder(m, 0, 0, bh - 0.002, shade0 + shH * 0.35, 0.012, 0.012, 12));
  } else {
    const rb = Math.min(W, D) * 0.3;
    p.add('base', f.main, (m) => lathe(m, [[0, 0], [1, 0], [1, 0.015], [0.85, 0.03], [0, 0.03]], { sx: rb, sz: rb, segments: 32 }));
    p.add('stem', f.main, (m) => cylinder(m, 0, 0, 0.029, shade0 + shH * 0.35, 0.009, 0.009, 10));
  }
  bulb(p, f.bulb, [0, shade0 + shH * 0.35 + 0.025, 0], 0.025);
  drumShade(p, f.shadeFabric, W, D, shade0, H, 0.8);
};

export const pendant: Builder = (s, p) => {
  const { finish: f, width: W, depth: D, height: H } = s;
  const metal = f.materialName === 'Glass' || f.materialName === 'Rattan' ? pbrFitting(f.metal) : f.main;
  const canopyR = clamp(W * 0.15, 0.04, 0.07);
  const canopyH = 0.025;
  p.add('canopy', metal, (m) => cylinder(m, 0, 0, H - canopyH, H, canopyR * 0.8, canopyR * 0.8, 24, 1.25));
  if (s.variant === 'chandelier') {
    const hub = 0.3 * H;
    const cup = clamp(W * 0.04, 0.02, 0.035);
    p.add('stem', metal, (m) => cylinder(m, 0, 0, hub, H - canopyH + 0.001, 0.01, 0.01, 10));
    p.add('hub', metal, (m) => lathe(m, [[0, 0], [0.3, 0.01], [1, hub * 0.5], [0.9, hub * 0.8], [0.3, hub + 0.02], [0, hub + 0.02]], { sx: 0.05, sz: 0.05, segments: 20 }));
    const arms = W > 0.5 ? 8 : 4;
    const rx = W / 2 - cup, rz = D / 2 - cup;
    const candleTop = hub + Math.min(0.25 * H, 0.2);
    for (let i = 0; i < arms; i++) {
      const a = (i * 2 * Math.PI) / arms;
      const ex = Math.cos(a) * rx, ez = -Math.sin(a) * rz;
      const yCup = hub + 0.04;
      const path: Vec3[] = [];
      for (let k = 0; k <= 10; k++) {
        const t = k / 10;
        path.push([ex * t, hub * 0.7 + (yCup - hub * 0.7) * t ** 2.5 - 0.05 * Math.sin(Math.PI * t), ez * t]);
      }
      p.add(`arm ${i + 1}`, metal, (m) => tube(m, path, 0.008, 8));
      p.add(`cup ${i + 1}`, metal, (m) => cylinder(m, ex, ez, yCup - 0.005, yCup + 0.012, cup, cup, 14));
      p.add(`candle ${i + 1}`, f.linen, (m) => cylinder(m, ex, ez, yCup + 0.011, candleTop, cup * 0.45, cup * 0.45, 10));
      p.add(`bulb ${i + 1}`, f.bulb, (m) => ellipsoid(m, [ex, candleTop + 0.02, ez], [cup * 0.5, 0.025, cup * 0.5], 10, 6));
    }
    p.add('finial', metal, (m) => lathe(m, [[0, 0], [0.5, 0.01], [1, hub * 0.4], [0.5, hub * 0.7 + 0.001], [0, hub * 0.7 + 0.001]], { sx: 0.03, sz: 0.03, segments: 16 }));
    return;
  }
  if (s.variant === 'globe') {
    const gh = Math.min(0.72 * H, 1.05 * W);
    // Lit from inside: the glass glows a little in its own colour.
    const glass = f.materialName === 'Glass' ? f.main : f.glass;
    const lit = { ...glass, name: 'lit glass', emissive: [glass.baseColor[0] * 0.5 + 0.08, glass.baseColor[1] * 0.5 + 0.07, glass.baseColor[2] * 0.5 + 0.05] as const };
    p.add('globe', lit, (m) => ellipsoid(m, [0, gh / 2, 0], [W / 2, gh / 2, D / 2], 28, 16));
    p.add('collar', metal, (m) => cylinder(m, 0, 0, gh - 0.01, gh + 0.02, 0.03, 0.03, 16));
    p.add('cord', f.dark, (m) => cylinder(m, 0, 0, gh + 0.019, H - canopyH + 0.001, 0.004, 0.004, 8));
    return;
  }
  const sh = Math.min(0.6 * H, W * 0.45);
  domeShade(p, f.materialName === 'Glass' ? f.glass : f.main, W / 2, D / 2, 0, sh);
  bulb(p, f.bulb, [0, sh * 0.3, 0], Math.min(0.035, W * 0.1));
  p.add('cord', f.dark, (m) => cylinder(m, 0, 0, sh - 0.01, H - canopyH + 0.001, 0.004, 0.004, 8));
};

const pbrFitting = (metal: PbrMaterial) => metal;
