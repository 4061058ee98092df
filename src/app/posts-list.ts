/** Composition of the posts list: one order-and-filter actor per visit (the posts are the insight status's document). */
import type { ActorRefFrom } from 'xstate';
import { postsListMachine } from '../../machines/posts-list.machine';
import { inspect } from './inspector';
import { visitActor } from './visit-actor';

export type PostsListActor = ActorRefFrom<typeof postsListMachine>;

const postsListVisit = visitActor(postsListMachine);

/** The visit's order and filter: newest first, every format. */
export const openPostsList = () => postsListVisit.open('posts', { inspect });

export const closePostsList = postsListVisit.close;
