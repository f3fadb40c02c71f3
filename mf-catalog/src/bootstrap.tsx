/** The slice's own page: mounts its single-spa parcel, so the team runs and demos it alone. */
import { mountRootParcel } from 'single-spa';
import parcel from './parcel';

const domElement = document.getElementById('root');
if (!domElement) throw new Error('index.html has no #root element');
mountRootParcel(parcel, { domElement });
