import { defineQuery } from 'next-sanity'

// Settings the page runtime needs: the tag manager's container id (empty in the demo).
export const tagManagerQuery = defineQuery(`*[_type == "settings" && _id == "settings"][0].tagManagerId`)
