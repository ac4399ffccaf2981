import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { AppError } from './app-error';

/** The spec's message ('Not enough inventory for flavor …'); `fields.flavor` names the flavor, `fields.stock` the units left. */
export function notEnoughInventory(flavor: string, stock: number): AppError {
  return new AppError(ErrorCode.outOfStock, 409, `Not enough inventory for flavor '${flavor}'`, {
    flavor,
    stock: String(Math.max(0, stock)),
  });
}
