// Pictures of QR codes for the tests: the modules of a code (or the SVG path that draws them)
// painted as RGBA pixels, the way a canvas hands a camera frame to a decoder.

export interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

/** The modules an SVG path of `M x y h w v1 h-w z` runs draws on a `side` × `side` grid. */
export function modulesOfPath(path: string, side: number): boolean[][] {
  const modules = Array.from({ length: side }, () => new Array<boolean>(side).fill(false))
  const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)]
  if (runs.map((run) => run[0]).join('') !== path) throw new Error('the path is not made of module runs')
  for (const [, x, y, width] of runs) {
    const row = modules[Number(y)]
    if (!row) throw new Error(`row ${y} is outside the code`)
    for (let dx = 0; dx < Number(width); dx++) row[Number(x) + dx] = true
  }
  return modules
}

interface Placement {
  /** Pixels per module. */
  scale?: number
  /** The picture's size and where the code sits in it; the code alone by default. */
  width?: number
  height?: number
  left?: number
  top?: number
  /** The grey around the code, as a table or a hand behind a ticket. */
  background?: number
  /** Light modules are not quite white and dark ones not quite black, as in a camera frame. */
  light?: number
  dark?: number
}

export function pixelsOfModules(modules: readonly (readonly boolean[])[], placement: Placement = {}): Pixels {
  const { scale = 4, left = 0, top = 0, background = 255, light = 255, dark = 0 } = placement
  const side = modules.length * scale
  const width = placement.width ?? side
  const height = placement.height ?? side
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= left && x < left + side && y >= top && y < top + side
      const value = inside ? (modules[Math.floor((y - top) / scale)]?.[Math.floor((x - left) / scale)] ? dark : light) : background
      data.set([value, value, value, 255], (y * width + x) * 4)
    }
  }
  return { data, width, height }
}
