import { getApp, getApps, initializeApp } from 'firebase/app'
import { firebaseEnv } from './env'

/** The Firebase app, created on first use. Only lazily loaded modules import this file. */
export function firebaseApp() {
  if (getApps().length > 0) return getApp()
  return initializeApp({
    apiKey: firebaseEnv.apiKey,
    authDomain: firebaseEnv.authDomain,
    projectId: firebaseEnv.projectId,
    appId: firebaseEnv.appId,
    ...(firebaseEnv.measurementId ? { measurementId: firebaseEnv.measurementId } : {}),
  })
}
