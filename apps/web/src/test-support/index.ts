export {
  fakeServer,
  NOT_FOUND,
  page,
  setOnline,
  type Answer,
  type AnswerFor,
  type Answers,
  type Call,
} from './fake-server.ts';
export { setUpComponentTests } from './hooks.ts';
export { simulateTextLayout, textAreaRows } from './text-layout.ts';
export { stubScreenWidth } from './screen-width.ts';
export { FakeWebSocket, fakeWebSockets } from './fake-websocket.ts';
export { renderRoutes, type RenderedRoutes, type RenderRoutesOptions } from './render.tsx';
export { forgetSession, signIn, TEST_TOKEN, tokenOf } from './session.ts';
export { DISPATCHER, DRIVER_USER, OWNER, WAREHOUSEMAN } from './users.ts';
export {
  documentAnswersOf,
  DRIVER_ACTOR,
  OWNER_ACTOR,
  receiverLink,
  SHARED_IN_ACTOR,
  transitActionsOf,
} from './actions.ts';
