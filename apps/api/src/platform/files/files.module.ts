import { Global, Module, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { FsBlobStore } from '@intake/blob-store';
import { ProcessorRegistry } from '../processors/processor-registry.js';
import { APP_CONFIG, BLOB_STORE } from '../tokens.js';
import { FilesController } from './files.controller.js';
import { StoredFilesQuery } from './stored-files.query.js';
import { storedFilesProjection } from './stored-files.projection.js';

@Global()
@Module({
  controllers: [FilesController],
  providers: [{ provide: BLOB_STORE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new FsBlobStore(c.blobDir) }, StoredFilesQuery],
  exports: [BLOB_STORE, StoredFilesQuery],
})
export class FilesModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(storedFilesProjection);
  }
}
