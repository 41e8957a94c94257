import { Hono } from 'hono';
import type { GatewayContext } from '../context.ts';
import { createBucket } from './bucketCreate.ts';
import { deleteBucket, emptyBucket } from './bucketDelete.ts';
import { getBucket, listBuckets } from './bucketList.ts';
import { updateBucket } from './bucketUpdate.ts';
import { storageConfigFromEnv, type StorageConfig } from './config.ts';
import { renderStorageError, storageErrors } from './errors.ts';
import { copyObject } from './objectCopy.ts';
import { deleteObject } from './objectDelete.ts';
import { downloadObject } from './objectDownload.ts';
import { objectInfo } from './objectInfo.ts';
import { listObjects } from './objectList.ts';
import { moveObject } from './objectMove.ts';
import { publicObject } from './objectPublic.ts';
import { removeObjects } from './objectRemove.ts';
import { uploadObject } from './objectUpload.ts';
import { signUploadUrl, uploadToSignedUrl } from './objectUploadSign.ts';
import { signedObject, signObjectUrl } from './objectSign.ts';
import { signObjectUrls } from './objectSignMany.ts';
import { listObjectsV2 } from './objectListV2.ts';
import { renderImage } from './render.ts';
import { mountResumableUploads } from './tus.ts';

/**
 * The storage-api protocol, mounted by the app at /storage/v1. Specific object routes come before
 * the generic /object/:bucket/:key ones, which would otherwise match them.
 */
export function storageRoutes(ctx: GatewayContext, config: StorageConfig = storageConfigFromEnv()): Hono {
  const app = new Hono();
  app.onError(renderStorageError);
  app.notFound((c) => renderStorageError(storageErrors.notFound(), c));

  app.get('/bucket', listBuckets(ctx));
  app.get('/bucket/:id', getBucket(ctx));
  app.post('/bucket', createBucket(ctx));
  app.put('/bucket/:id', updateBucket(ctx));
  app.post('/bucket/:id/empty', emptyBucket(ctx));
  app.delete('/bucket/:id', deleteBucket(ctx));

  app.post('/object/list/:bucket', listObjects(ctx));
  app.post('/object/list-v2/:bucket', listObjectsV2(ctx));
  app.post('/object/move', moveObject(ctx));
  app.post('/object/copy', copyObject(ctx));
  app.post('/object/upload/sign/:bucket/:key{.+}', signUploadUrl(ctx, config));
  app.put('/object/upload/sign/:bucket/:key{.+}', uploadToSignedUrl(ctx, config));
  app.post('/object/sign/:bucket', signObjectUrls(ctx));
  app.post('/object/sign/:bucket/:key{.+}', signObjectUrl(ctx));
  app.get('/object/sign/:bucket/:key{.+}', signedObject(ctx));
  app.get('/object/public/:bucket/:key{.+}', publicObject(ctx));
  app.get('/object/authenticated/:bucket/:key{.+}', downloadObject(ctx));
  app.get('/object/info/:bucket/:key{.+}', objectInfo(ctx));
  app.get('/object/:bucket/:key{.+}', downloadObject(ctx));
  for (const access of ['public', 'authenticated', 'sign'] as const) {
    app.get(`/render/image/${access}/:bucket/:key{.+}`, renderImage(ctx, access));
  }
  app.post('/object/:bucket/:key{.+}', uploadObject(ctx, config, 'create'));
  app.put('/object/:bucket/:key{.+}', uploadObject(ctx, config, 'update'));
  app.delete('/object/:bucket', removeObjects(ctx));
  app.delete('/object/:bucket/:key{.+}', deleteObject(ctx));
  mountResumableUploads(app, ctx, config);
  return app;
}
