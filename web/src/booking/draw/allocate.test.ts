import { describe, expect, it } from 'vitest'
import { allocate, memberPlacesOf } from './allocate'
import { drawOrder, type DrawEntry } from './order'
import { sha256Hex } from './seed'

// Parties and the members' share, over many drawn cases (made from SHA-256 of a case number, so
// every failure can be replayed) and a few written out by hand.

/** A number from 0 up to (not including) `n`, from the case's own stream of hashes. */
function stream(label: string) {
  let i = 0
  return (n: number) => parseInt(sha256Hex(`${label}:${i++}`).slice(0, 12), 16) % n
}

function drawnCase(n: number) {
  const pick = stream(`case ${n}`)
  const count = 1 + pick(80)
  const entries: DrawEntry[] = Array.from({ length: count }, (_, i) => ({ id: `c${n}-e${i}`, party: 1 + pick(4), member: pick(3) === 0 }))
  return { entries, places: pick(70), share: pick(101), seed: sha256Hex(`seed ${n}`) }
}

const seats = (list: DrawEntry[]) => list.reduce((sum, e) => sum + e.party, 0)
const person = (id: string, member = false, party = 1): DrawEntry => ({ id, party, member })

describe('parties', () => {
  it('never split: an entry is placed whole or passed over, and passed over only when it did not fit', () => {
    for (let n = 0; n < 2_000; n++) {
      const { entries, places, share, seed } = drawnCase(n)
      const order = drawOrder(seed, entries)
      const { winners, membersRound, waitlist, memberPlaces } = allocate(order, places, share)
      // Every entry is exactly once either placed or waiting, and both lists keep the draw order.
      expect([...winners, ...waitlist].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(order)
      expect(winners).toEqual(order.filter((e) => winners.includes(e)))
      expect(waitlist).toEqual(order.filter((e) => waitlist.includes(e)))
      expect(seats(winners)).toBeLessThanOrEqual(places)
      expect(seats(membersRound)).toBeLessThanOrEqual(memberPlaces)
      // An entry waits only if its whole party did not fit in what was left at each of its turns:
      // a non-member's in the second round, a member's in the first and in the third.
      const before = (round: DrawEntry[], e: DrawEntry) => round.filter((w) => order.indexOf(w) < order.indexOf(e))
      const others = winners.filter((w) => !w.member)
      const lateMembers = winners.filter((w) => w.member && !membersRound.includes(w))
      for (const waiting of waitlist) {
        if (waiting.member) {
          expect(waiting.party + seats(before(membersRound, waiting))).toBeGreaterThan(memberPlaces)
          expect(waiting.party + seats(membersRound) + seats(others) + seats(before(lateMembers, waiting))).toBeGreaterThan(places)
        } else {
          expect(waiting.party + seats(membersRound) + seats(before(others, waiting))).toBeGreaterThan(places)
        }
      }
    }
  })

  it('passes over a party that does not fit and places the smaller one after it', () => {
    const order = [person('a', false, 3), person('b', false, 4), person('c', false, 2), person('d', false, 1)]
    const { winners, waitlist } = allocate(order, 6, 0)
    expect(winners.map((e) => e.id)).toEqual(['a', 'c', 'd'])
    expect(waitlist.map((e) => e.id)).toEqual(['b'])
  })
})

describe('the members’ share', () => {
  it('is floor(places × share / 100)', () => {
    expect(memberPlacesOf(100, 30)).toBe(30)
    expect(memberPlacesOf(25, 30)).toBe(7)
    expect(memberPlacesOf(10, 0)).toBe(0)
    expect(memberPlacesOf(10, 100)).toBe(10)
    expect(memberPlacesOf(10, 150)).toBe(10)
  })

  it('gives members exactly their share when enough members entered, and more only when places are left after everyone', () => {
    for (let n = 0; n < 1_000; n++) {
      const pick = stream(`share ${n}`)
      const places = 1 + pick(60)
      const share = pick(101)
      const members = pick(120)
      const entries = Array.from({ length: members + pick(120) }, (_, i) => person(`s${n}-${i}`, i < members))
      const { winners, membersRound, memberPlaces } = allocate(drawOrder(sha256Hex(`share seed ${n}`), entries), places, share)
      expect(seats(membersRound)).toBe(Math.min(memberPlaces, members))
      expect(membersRound.every((e) => e.member)).toBe(true)
      // More than the share only when every non-member has a place.
      if (seats(winners.filter((e) => e.member)) > memberPlaces) {
        expect(winners.filter((e) => !e.member)).toHaveLength(entries.length - members)
      }
    }
  })

  it('keeps members to their share while any non-member who fits is waiting', () => {
    // Members first in the draw order: 3 of 10 places are theirs; the other 7 go to non-members
    // in draw order, though two more members came before them.
    const members = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => person(id, true))
    const others = Array.from({ length: 10 }, (_, i) => person(`n${i}`))
    const { winners, membersRound, waitlist } = allocate([...members, ...others], 10, 30)
    expect(membersRound.map((e) => e.id)).toEqual(['m1', 'm2', 'm3'])
    expect(winners.map((e) => e.id)).toEqual(['m1', 'm2', 'm3', 'n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6'])
    // The waitlist is the plain draw order.
    expect(waitlist.map((e) => e.id)).toEqual(['m4', 'm5', 'n7', 'n8', 'n9'])
  })

  it('gives members more than their share only from places left after everyone', () => {
    const order = [person('m0', true), person('n0'), person('m1', true), person('m2', true), person('n1')]
    const { winners, membersRound } = allocate(order, 4, 25)
    expect(membersRound.map((e) => e.id)).toEqual(['m0'])
    expect(winners.map((e) => e.id)).toEqual(['m0', 'n0', 'm1', 'n1'])
  })

  it('takes members from anywhere in the order first, then fills the rest in order', () => {
    const order = [person('n0'), person('n1'), person('m0', true), person('n2'), person('m1', true), person('n3')]
    const { winners, membersRound, waitlist } = allocate(order, 4, 50)
    expect(membersRound.map((e) => e.id)).toEqual(['m0', 'm1'])
    expect(winners.map((e) => e.id)).toEqual(['n0', 'n1', 'm0', 'm1'])
    expect(waitlist.map((e) => e.id)).toEqual(['n2', 'n3'])
  })

  it('leaves no place empty while a party that fits is waiting: unused member places go to everyone', () => {
    const order = [person('n0'), person('m0', true), person('n1'), person('n2'), person('n3')]
    const { winners, membersRound } = allocate(order, 4, 100)
    expect(membersRound.map((e) => e.id)).toEqual(['m0'])
    expect(winners.map((e) => e.id)).toEqual(['n0', 'm0', 'n1', 'n2'])
  })

  it('gives each side exactly its places when both have more entrants than places', () => {
    // 300 members, 700 non-members, 100 places, 30% for members: every draw places exactly 30
    // members and 70 non-members, so a member's chance is 30/300 and a non-member's 70/700.
    const entries = Array.from({ length: 1_000 }, (_, i) => person(`p${i}`, i < 300))
    for (let n = 0; n < 50; n++) {
      const { winners } = allocate(drawOrder(sha256Hex(`chance ${n}`), entries), 100, 30)
      expect([winners.filter((e) => e.member).length, winners.filter((e) => !e.member).length]).toEqual([30, 70])
    }
  })
})
