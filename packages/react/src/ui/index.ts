export { Button, IconButton, type ButtonProps, type ButtonVariant, type IconButtonProps } from './Button';
export { Modal, ConfirmDialog, type ModalProps, type ConfirmDialogProps } from './Modal';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Price, type PriceProps } from './Price';
export { Spinner, Loading, type SpinnerProps } from './Spinner';
export { notify, skateToastTransition } from './toast';
export { SkateImage, type SkateImageProps } from './SkateImage';
export { ScrollRow, type ScrollRowProps } from './ScrollRow';
export * as icons from './icons';
