import encodeQR from 'qr'

// A QR code as the modules to draw and one SVG path for the dark ones. Medium error correction
// (15%): a printed or phone-screen ticket survives a crease or a glare spot. Four light modules
// around it, the quiet zone scanners need to find the code on a busy page.

export const QUIET_ZONE = 4

/** The modules of the QR code of `text`, row by row, true for dark, quiet zone included. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE })
}

/** One path drawing every dark module: a rectangle per run of dark modules in a row, one unit per module. */
export function modulesPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      const from = x
      while (row[x + 1]) x++
      const run = x - from + 1
      path += `M${from} ${y}h${run}v1h-${run}z`
    }
  })
  return path
}
