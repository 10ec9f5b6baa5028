// Runs sandboxed, with context isolation: only `electron`'s renderer modules are available here,
// and the page sees nothing but the frozen object exposed below.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('baobab', createBridge(ipcRenderer));
